"""NT-Xent building its self-mask with the embeddings' dtype for mixed precision, `F.eye(2 * self._n, dtype=z.dtype)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 16), (4, 16)]


class DtypeMaskNTXent(HybridBlock):
    def __init__(self, batch_size=4, in_units=16, out_dim=8, temperature=0.5, **kwargs):
        super(DtypeMaskNTXent, self).__init__(**kwargs)
        self._n = batch_size
        self._t = temperature
        with self.name_scope():
            self.proj = nn.Dense(out_dim, in_units=in_units)

    def hybrid_forward(self, F, x1, x2):
        z = F.L2Normalization(self.proj(F.concat(x1, x2, dim=0)), mode="instance")
        sim = F.dot(z, z, transpose_b=True) / self._t
        sim = sim - 1e9 * F.eye(2 * self._n, dtype=z.dtype)
        return F.log_softmax(sim, axis=1)


Net = DtypeMaskNTXent
