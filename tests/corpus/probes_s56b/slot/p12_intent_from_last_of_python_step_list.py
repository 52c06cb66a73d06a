"""Step-wise slot tagger over `split` steps, outputs kept in a python list; the intent reads `outs[-1]`, the list's last element, and `states[0]` of a GRU cell's state list."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5)]


class StepTagger(HybridBlock):
    def __init__(self, emb=5, hidden=4, intents=3, slots=7, max_len=6, **kwargs):
        super(StepTagger, self).__init__(**kwargs)
        self.max_len, self.hidden = max_len, hidden
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=emb)
            self.intent = nn.Dense(intents, in_units=hidden)
            self.slot = nn.Dense(slots, in_units=hidden)

    def hybrid_forward(self, F, tokens):
        steps = F.split(tokens, num_outputs=self.max_len, axis=1, squeeze_axis=True)
        states = [F.zeros_like(F.slice_axis(steps[0], axis=-1, begin=0, end=1)).tile((1, self.hidden))]
        outs = []
        for x_t in steps:
            out, states = self.cell(x_t, states)
            outs.append(out)
        slots = F.stack(*[self.slot(o) for o in outs], axis=1)
        return self.intent(outs[-1]) + self.intent(states[0]), slots


Net = StepTagger
