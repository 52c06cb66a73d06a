"""Sinusoid positions built as a python list of rows grown in a loop, then np.array: (T, D); added to each
example by broadcast_add after expand_dims."""
import math

import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4)]


def sinusoid(n, d):
    rows = []
    for p in range(n):
        rows.append([math.sin(p / 10000 ** (2 * (j // 2) / d)) for j in range(d)])
    return np.array(rows, dtype="float32")


class PosAdd(HybridBlock):
    def __init__(self, length=6, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pe = self.params.get_constant("pe", sinusoid(length, dim))

    def hybrid_forward(self, F, x, pe):
        return F.broadcast_add(x, F.expand_dims(pe, 0))


Net = PosAdd
