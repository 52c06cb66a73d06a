"""Transformer-XL segment recurrence: the cached memory (N, M, D) is concatenated before the current segment on the time axis, keys and values come from the concatenation, queries from the segment, and the new memory is the last `mem_len` steps by `slice_axis` under `stop_gradient`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8), (2, 4, 8)]


class Net(HybridBlock):
    def __init__(self, dim=8, mem_len=4, **kwargs):
        super().__init__(**kwargs)
        self.mem_len = mem_len
        self.scale = dim ** -0.5
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False, in_units=dim)
            self.kv = nn.Dense(2 * dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, h, mem):
        cat = F.concat(mem, h, dim=1)                               # (N, M+T, D)
        k, v = F.split(self.kv(cat), num_outputs=2, axis=-1)
        scores = F.batch_dot(self.q(h), k, transpose_b=True) * self.scale
        out = F.batch_dot(F.softmax(scores, axis=-1), v)
        new_mem = F.stop_gradient(F.slice_axis(cat, axis=1, begin=-self.mem_len, end=None))
        return out, new_mem
