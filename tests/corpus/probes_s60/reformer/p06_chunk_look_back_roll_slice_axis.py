"""Reformer look-back: each chunk also attends to the previous chunk, built by rolling the (N, n_chunks, chunk, D) keys one chunk with two `slice_axis` calls and `concat` on the chunk axis, then `concat` with the keys on the position axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


def look_one_back(F, x):
    prev = F.concat(F.slice_axis(x, axis=1, begin=-1, end=None), F.slice_axis(x, axis=1, begin=0, end=-1), dim=1)
    return F.concat(x, prev, dim=2)


class LookBackAttention(HybridBlock):
    def __init__(self, units=6, chunk=4, **kwargs):
        super().__init__(**kwargs)
        self._chunk = chunk
        with self.name_scope():
            self.qk = nn.Dense(units, flatten=False, in_units=units)
            self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q = self.qk(x).reshape((0, -4, -1, self._chunk, -2))
        k = look_one_back(F, F.L2Normalization(q, mode="spatial"))
        v = look_one_back(F, self.v(x).reshape((0, -4, -1, self._chunk, -2)))
        dots = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True)
        out = F.batch_dot(F.softmax(dots, axis=-1), v.reshape((-3, -2)))
        return F.reshape_like(out, x)


Net = LookBackAttention
