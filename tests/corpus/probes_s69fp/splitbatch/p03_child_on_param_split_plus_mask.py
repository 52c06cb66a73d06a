"""A child block that splits what it is given along the last axis and adds a (1, L, C) mask with a
plain `+`: the parent calls it only on a (1, L, 2C) parameter, so its input's axis 0 is 1, not a batch."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 4)]


class Gate(HybridBlock):
    def __init__(self, length=5, units=4, **kwargs):
        super().__init__(**kwargs)
        mask = np.tril(np.ones((length, units), dtype="float32"))[None]
        with self.name_scope():
            self.mask = self.params.get_constant("mask", mask)

    def hybrid_forward(self, F, table, mask):
        a, b = F.split(table, num_outputs=2, axis=-1)
        return (a + mask) * F.sigmoid(b)


class Net(HybridBlock):
    def __init__(self, length=5, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.table = self.params.get("table", shape=(1, length, 2 * units))
            self.gate = Gate(length, units)

    def hybrid_forward(self, F, x, table):
        return F.broadcast_add(x, self.gate(table))
