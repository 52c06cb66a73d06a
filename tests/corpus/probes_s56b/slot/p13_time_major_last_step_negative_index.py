"""Time-major (TNC) joint tagger whose intent reads the encoder's last step with `h[-1]`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(6, 2, 5)]


class TimeMajorTagger(HybridBlock):
    def __init__(self, emb=5, hidden=4, intents=3, slots=7, **kwargs):
        super(TimeMajorTagger, self).__init__(**kwargs)
        with self.name_scope():
            self.encoder = rnn.GRU(hidden, layout="TNC", input_size=emb)
            self.intent = nn.Dense(intents, in_units=hidden)
            self.slot = nn.Dense(slots, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, tokens):
        h = self.encoder(tokens)
        return self.intent(h[-1]), self.slot(h)


Net = TimeMajorTagger
