"""SketchRNN output head whose mixture weights and pen logits are read as `y[:, :, :m]` and `y[:, :, 6 * m:]`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5)]


class MDNHead(HybridBlock):
    def __init__(self, hidden=6, num_mixture=3, **kwargs):
        super().__init__(**kwargs)
        self.m = num_mixture
        with self.name_scope():
            self.decoder = rnn.LSTM(hidden, layout="NTC", input_size=5)
            self.out = nn.Dense(6 * num_mixture + 3, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, strokes):
        y = self.out(self.decoder(strokes))
        pi = F.softmax(y[:, :, :self.m], axis=-1)
        pen = F.softmax(y[:, :, 6 * self.m:], axis=-1)
        return pi, pen


Net = MDNHead
