"""Left-to-right slot decoder without a CRF: tokens split into the configured steps, each step fed its features and the previous step's soft label, looped by `range(len(steps))` over the python list of splits."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5)]


class GreedySlotDecoder(HybridBlock):
    def __init__(self, emb=5, slots=4, max_len=6, **kwargs):
        super(GreedySlotDecoder, self).__init__(**kwargs)
        self.max_len, self.slots = max_len, slots
        with self.name_scope():
            self.step = nn.Dense(slots, in_units=emb + slots)

    def hybrid_forward(self, F, tokens):
        steps = F.split(tokens, num_outputs=self.max_len, axis=1, squeeze_axis=True)
        prev = F.zeros_like(F.slice_axis(steps[0], axis=-1, begin=0, end=1)).tile((1, self.slots))
        outs = []
        for t in range(len(steps)):
            logit = self.step(F.concat(steps[t], prev, dim=-1))
            prev = F.softmax(logit, axis=-1)
            outs.append(logit)
        return F.stack(*outs, axis=1)


Net = GreedySlotDecoder
