"""The dataclass config gives the heads, but the head width is computed as `x.shape[1] // cfg.heads`."""
from dataclasses import dataclass

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


@dataclass
class AttnConfig:
    dim: int = 8
    heads: int = 2


class Net(HybridBlock):
    def __init__(self, cfg=None, **kwargs):
        super().__init__(**kwargs)
        self.cfg = cfg or AttnConfig()
        with self.name_scope():
            self.proj = nn.Dense(self.cfg.dim, in_units=8)

    def hybrid_forward(self, F, x):
        y = self.proj(x)
        head_dim = y.shape[1] // self.cfg.heads
        return F.softmax(F.reshape(y, shape=(-1, self.cfg.heads, head_dim)), axis=-1)
