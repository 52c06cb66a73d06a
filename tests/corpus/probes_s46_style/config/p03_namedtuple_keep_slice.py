"""A namedtuple config's `keep` bounds a `slice_axis` of the features (python ints)."""
from collections import namedtuple

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]

Cfg = namedtuple("Cfg", ["hidden", "keep"])


class Net(HybridBlock):
    def __init__(self, cfg=Cfg(hidden=6, keep=3), **kwargs):
        super().__init__(**kwargs)
        self._cfg = cfg
        with self.name_scope():
            self.fc = nn.Dense(cfg.hidden, in_units=6)

    def hybrid_forward(self, F, x):
        return F.slice_axis(self.fc(x), axis=1, begin=0, end=self._cfg.keep)
