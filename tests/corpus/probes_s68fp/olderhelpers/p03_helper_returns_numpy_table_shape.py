"""A method returns a numpy table built from python sizes; `hybrid_forward` reads its `.shape[0]` (a
numpy array in both runs) for a reshape."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12)]


class Table(HybridBlock):
    def __init__(self, groups=3, **kwargs):
        super().__init__(**kwargs)
        self.groups = groups
        with self.name_scope():
            self.proj = nn.Dense(12, in_units=12)

    def _table(self):
        return np.eye(self.groups, dtype="float32")

    def hybrid_forward(self, F, x):
        g = self._table().shape[0]
        return F.reshape(self.proj(x), (0, g, -1)).sum(axis=1)


Net = Table
