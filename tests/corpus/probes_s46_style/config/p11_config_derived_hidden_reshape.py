"""A python int derived from the config (`dim * mult`) sets the reshape of an expanded projection."""
from dataclasses import dataclass

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


@dataclass(frozen=True)
class FFNConfig:
    dim: int = 4
    mult: int = 2


class Net(HybridBlock):
    def __init__(self, cfg=FFNConfig(), **kwargs):
        super().__init__(**kwargs)
        self.cfg = cfg
        with self.name_scope():
            self.up = nn.Dense(cfg.dim * cfg.mult, flatten=False, in_units=4)

    def hybrid_forward(self, F, x):
        hidden = self.cfg.dim * self.cfg.mult
        y = F.reshape(self.up(x), shape=(-1, hidden))
        return F.relu(y)
