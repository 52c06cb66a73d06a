"""SketchRNN output head: a Dense of 6M+3 units with `flatten=False`, the mixture weights, means, log-sigmas, correlations and the three pen logits cut out by `slice_axis` with python offsets, `softmax`/`exp`/`tanh` applied."""
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
        m = self.m
        parts = [F.slice_axis(y, axis=2, begin=i * m, end=(i + 1) * m) for i in range(6)]
        pi, mu_x, mu_y, s_x, s_y, rho = parts
        pen = F.slice_axis(y, axis=2, begin=6 * m, end=None)
        return (F.softmax(pi, axis=-1), mu_x, mu_y, F.exp(s_x), F.exp(s_y), F.tanh(rho),
                F.softmax(pen, axis=-1))


Net = MDNHead
