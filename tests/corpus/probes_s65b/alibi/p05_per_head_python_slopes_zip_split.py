"""ALiBi with the slopes kept as a python list of floats (from powers of two in `__init__`) beside the
tensors: the (B, H, L, L) scores split per head by `F.split(num_outputs=H, axis=1)`, each head's bias
`slope * dist` (python float times a tensor) added by `broadcast_add`, heads zipped with the slopes and
concatenated back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class PythonSlopesAlibi(HybridBlock):
    def __init__(self, dim=6, heads=2, length=5, **kwargs):
        super().__init__(**kwargs)
        self._h, self._l = heads, length
        start = 2 ** (-8 / heads)
        self._slopes = [start ** (i + 1) for i in range(heads)]
        with self.name_scope():
            self.qk = nn.Dense(2 * dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        q, k = F.split(self.qk(x).reshape((0, 0, 2 * self._h, -1)).transpose((0, 2, 1, 3)), num_outputs=2, axis=1)
        scores = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True).reshape((-4, -1, self._h, -2))
        pos = F.arange(self._l)
        dist = F.broadcast_sub(pos.reshape((1, -1)), pos.reshape((-1, 1))).reshape((1, 1, self._l, self._l))
        heads = F.split(scores, num_outputs=self._h, axis=1)
        biased = [F.broadcast_add(h, s * dist) for h, s in zip(heads, self._slopes)]
        return F.softmax(F.concat(*biased, dim=1), axis=-1)


Net = PythonSlopesAlibi
