"""Channel gate from pooled features (attention-feature module)."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_channels=4, **kwargs):
        super().__init__(**kwargs)
        self.num_channels = num_channels
        with self.name_scope():
            self.fc = nn.Dense(num_channels)

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        assert C == self.num_channels, "wrong channel count"
        pooled = x.mean(axis=(2, 3))
        gate = F.sigmoid(self.fc(pooled))
        return F.broadcast_mul(x, gate.reshape((B, C, 1, 1)))
