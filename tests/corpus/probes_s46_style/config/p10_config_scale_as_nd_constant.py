"""The config's scale is stored as an NDArray constant in `__init__` (`nd.array([cfg.scale])`) and multiplied in."""
from types import SimpleNamespace

from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        cfg = SimpleNamespace(scale=0.5, dim=4)
        self._scale = nd.array([cfg.scale])
        with self.name_scope():
            self.fc = nn.Dense(cfg.dim, in_units=6)

    def hybrid_forward(self, F, x):
        return F.broadcast_mul(self.fc(x), self._scale)
