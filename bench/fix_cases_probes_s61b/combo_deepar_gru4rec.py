"""A session forecaster from two families: GRU4Rec's hidden-state reset by `hidden * mask` of (N, H)
and (N, 1), then DeepAR's mean scaling of the history viewed as `(x.shape[0], 1)` with a plain `/`,
stepped over `range(x.shape[1])` by the GRU cell, and a Gaussian mean scaled back."""
from mxnet.gluon import nn, rnn


INPUTS = [(3, 4), (3, 2), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=1)
            self.mu = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, x, hidden, starts):
        mask = (starts <= 0).reshape((-1, 1))
        hidden = hidden * mask
        scale = F.mean(F.abs(x), axis=1).reshape((x.shape[0], 1)) + 1.0
        scaled = x / scale
        for t in range(x.shape[1]):
            out, [hidden] = self.cell(scaled[:, t:t + 1], [hidden])
        return self.mu(out) * scale, hidden
