"""An N-HiTS block: the input window `(B, L)` max-pooled at the block's rate as `(B, 1, L)`, flattened by `(x.shape[0], -1)`, an MLP to `backcast + knots` coefficients, the knots linearly interpolated to the horizon by `BilinearResize2D` of a `(B, 1, 1, k)` view built from the batch size."""
from mxnet.gluon import nn


INPUTS = [(2, 8)]


class Net(nn.HybridBlock):
    def __init__(self, L=8, horizon=6, rate=2, knots=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.L, self.h, self.knots = L, horizon, knots
        with self.name_scope():
            self.pool = nn.MaxPool1D(rate, rate, ceil_mode=True)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(8, in_units=L // rate, activation='relu'),
                         nn.Dense(L + knots, in_units=8))

    def hybrid_forward(self, F, x):
        B = x.shape[0]
        pooled = self.pool(x.expand_dims(1)).reshape((x.shape[0], -1))
        theta = self.mlp(pooled)
        backcast = theta[:, :self.L]
        knots = theta[:, self.L:].reshape((B, 1, 1, self.knots))
        forecast = F.contrib.BilinearResize2D(knots, height=1, width=self.h).reshape((B, self.h))
        return x - backcast, forecast
