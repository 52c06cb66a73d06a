"""Layers registered as `stage0`..`stage2` and applied in a loop by `getattr(self, "stage%d" % i)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class GetattrStages(HybridBlock):
    def __init__(self, stages=3, **kwargs):
        super().__init__(**kwargs)
        self._n = stages
        with self.name_scope():
            for i in range(stages):
                setattr(self, "stage%d" % i, nn.Dense(5, in_units=5, activation="relu"))

    def hybrid_forward(self, F, x):
        for i in range(self._n):
            x = getattr(self, "stage%d" % i)(x)
        return x


Net = GetattrStages
