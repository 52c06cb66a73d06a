"""A dataclass config stored on `self`; its `heads` splits features by reshape codes `(0, heads, -1)`."""
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
        y = F.reshape(self.proj(x), shape=(0, self.cfg.heads, -1))
        return F.softmax(y, axis=-1)
