"""Numpy-mode (MXNet 2 style) MQ-RNN decoder in `forward`: the encoder's last step by `enc[:, -1]`, tiled
along the horizon by `np.repeat(last[:, None], H, axis=1)`, concatenated with the future features."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6, 2), (2, 3, 2)]


class NumpyLastStep(HybridBlock):
    def __init__(self, prediction_length=3, **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        self.encoder = nn.Dense(5, flatten=False, in_units=2, activation="tanh")
        self.local_mlp = nn.Dense(3, flatten=False, in_units=7)

    def forward(self, past_seq, future_feat):
        enc = self.encoder(past_seq)
        last = enc[:, -1]
        ctx = np.repeat(last[:, None], self.prediction_length, axis=1)
        return self.local_mlp(np.concatenate([ctx, future_feat], axis=2))


Net = NumpyLastStep
