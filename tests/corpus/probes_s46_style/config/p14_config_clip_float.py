"""A config's python float bounds `F.clip` and scales the result."""
from types import SimpleNamespace

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.cfg = SimpleNamespace(clip=0.4, gain=1.5)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=6)

    def hybrid_forward(self, F, x):
        return F.clip(self.fc(x), -self.cfg.clip, self.cfg.clip) * self.cfg.gain
