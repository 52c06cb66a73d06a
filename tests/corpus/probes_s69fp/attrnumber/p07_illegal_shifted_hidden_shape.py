"""Illegal: a child's output shifted and scaled by a number attribute into `F.relu`, then its `.shape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class Net(HybridBlock):
    def __init__(self, gain=1.5, **kwargs):
        super().__init__(**kwargs)
        self.gain = gain
        with self.name_scope():
            self.fc = nn.Dense(6)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        act = F.relu((h - 1) * self.gain)
        return F.reshape(act, shape=(h.shape[0], 2, 3))
