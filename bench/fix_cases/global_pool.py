"""Squeeze-and-excitation with a hand-written global average pool."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(channels // 2)
            self.fc2 = nn.Dense(channels)

    def hybrid_forward(self, F, x):
        s = F.sum(x, axis=(2, 3)) / (x.shape[2] * x.shape[3])
        s = F.sigmoid(self.fc2(F.relu(self.fc1(s))))
        return F.broadcast_mul(x, s.reshape((0, 0, 1, 1)))
