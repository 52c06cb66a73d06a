"""Squeeze-excitation gate reshaped to (N, C, 1, 1) with numbers read from `x.shape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc = nn.Dense(8, in_units=8)

    def hybrid_forward(self, F, x):
        g = F.sigmoid(self.fc(F.mean(x, axis=(2, 3))))
        g = g.reshape((x.shape[0], x.shape[1], 1, 1))
        return F.broadcast_mul(x, g)
