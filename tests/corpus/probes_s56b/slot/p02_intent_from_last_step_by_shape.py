"""Joint tagger whose intent reads the encoder's last time step with `slice_axis(begin=h.shape[1] - 1)`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5)]


class JointTagger(HybridBlock):
    def __init__(self, emb=5, hidden=4, intents=3, slots=7, **kwargs):
        super(JointTagger, self).__init__(**kwargs)
        with self.name_scope():
            self.encoder = rnn.GRU(hidden, layout="NTC", input_size=emb)
            self.intent = nn.Dense(intents, in_units=hidden)
            self.slot = nn.Dense(slots, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, tokens):
        h = self.encoder(tokens)
        last = F.slice_axis(h, axis=1, begin=h.shape[1] - 1, end=None)
        return self.intent(last), self.slot(h)


Net = JointTagger
