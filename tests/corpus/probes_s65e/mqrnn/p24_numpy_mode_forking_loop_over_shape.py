"""Numpy-mode (MXNet 2 style) forking-sequences decoder in `forward`: `b, t, _ = enc.shape`, a python loop
over the `t` encoder steps each forecasting the horizon, stacked on axis 1. Legal: a traced numpy-mode
`forward` sees real shapes."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 4, 2)]


class NumpyForkingLoop(HybridBlock):
    def __init__(self, prediction_length=3, **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        self.encoder = nn.Dense(5, flatten=False, in_units=2, activation="tanh")
        self.head = nn.Dense(prediction_length, in_units=5)

    def forward(self, past_seq):
        enc = self.encoder(past_seq)
        b, t, _ = enc.shape
        return np.stack([self.head(enc[:, i]) for i in range(t)], axis=1).reshape(b, t, self.prediction_length)


Net = NumpyForkingLoop
