"""Instant-NGP's multi-resolution hash encoding, ported without a bitwise operator: per-level
resolutions `floor(base * growth ** l)`, a point's voxel corner by `floor(x * res)`, the eight corners'
indices hashed by xor of the coordinates times large primes modulo the table size -- done in numpy
on `corner.asnumpy().astype(np.int64)` and handed back with `nd.array` -- features gathered from the
level's rows of the (L*T, F) table, trilinear weights from the fractional part, the levels
concatenated."""
import itertools
import numpy as np
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(5, 3)]
PRIMES = (1, 2654435761, 805459861)


class Net(nn.HybridBlock):
    def __init__(self, n_levels=3, log2_table=5, n_features=2, base_res=4, growth=1.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.table_size = 2 ** log2_table
        self.res = [int(np.floor(base_res * growth ** l)) for l in range(n_levels)]
        with self.name_scope():
            self.table = self.params.get('table', shape=(n_levels * self.table_size, n_features),
                                         init=mx.init.Uniform(1e-1))

    def hybrid_forward(self, F, x, table):
        x = (x + 1) / 2
        feats = []
        for l, res in enumerate(self.res):
            scaled = x * res
            corner = F.floor(scaled)
            frac = scaled - corner
            out = 0
            for offset in itertools.product((0, 1), repeat=3):
                c = (corner.asnumpy().astype(np.int64) + np.array(offset)) * np.array(PRIMES, dtype=np.int64)
                idx = nd.array((c[:, 0] ^ c[:, 1] ^ c[:, 2]) % self.table_size + l * self.table_size)
                w = 1
                for d, o in enumerate(offset):
                    f = frac[:, d:d + 1]
                    w = w * (f if o else 1 - f)
                out = out + F.broadcast_mul(w, F.take(table, idx))
            feats.append(out)
        return F.concat(*feats, dim=1)
