"""Mesh encoder over a hierarchy of down-sampling matrices held as constants in a python list; the level loop is `for i in range(len(self.levels))` (a python list's length)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


def down(v_in, v_out):
    d = np.zeros((v_out, v_in))
    for i in range(v_out):
        d[i, 2 * i] = d[i, 2 * i + 1] = 0.5
    return d


class MeshEncoder(HybridBlock):
    def __init__(self, sizes=(8, 4, 2), **kwargs):
        super().__init__(**kwargs)
        self.levels = []
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for i in range(len(sizes) - 1):
                p = self.params.get_constant("down%d" % i, down(sizes[i], sizes[i + 1]))
                setattr(self, "down%d" % i, p)
                self.levels.append(p)
                self.convs.add(nn.Conv1D(3, 1))

    def hybrid_forward(self, F, x, **mats):
        for i in range(len(self.levels)):
            x = F.dot(F.relu(self.convs[i](x)), mats["down%d" % i], transpose_b=True)
        return x


Net = MeshEncoder
