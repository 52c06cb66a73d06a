"""A config's `groups` sets `F.split(num_outputs=...)`; the pieces are gated and concatenated back."""
from types import SimpleNamespace

from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.cfg = SimpleNamespace(groups=3)

    def hybrid_forward(self, F, x):
        parts = F.split(x, num_outputs=self.cfg.groups, axis=1)
        return F.concat(*[F.sigmoid(p) * p for p in parts], dim=1)
