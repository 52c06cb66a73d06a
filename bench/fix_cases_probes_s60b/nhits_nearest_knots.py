"""N-HiTS with nearest interpolation: the knots `(B, k)` repeated to the horizon by `F.repeat(theta, repeats=self.h // theta.shape[1], axis=1)` and cut by `[:, :self.h]`, the series scaled per window by its mean absolute value (`x / F.mean(F.abs(x), axis=1, keepdims=True)`, NDArray's broadcasting) and scaled back."""
from mxnet.gluon import nn


INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, L=6, h=6, knots=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.h = h
        with self.name_scope():
            self.fc = nn.Dense(knots, in_units=L)

    def hybrid_forward(self, F, x):
        scale = F.mean(F.abs(x), axis=1, keepdims=True) + 1e-3
        theta = self.fc(x / scale)
        out = F.repeat(theta, repeats=self.h // theta.shape[1], axis=1)[:, :self.h]
        return out * scale
