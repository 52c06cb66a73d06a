"""ANP multihead cross-attention: heads split by `reshape((0, 0, -4, h, -1))`, moved forward by `transpose((0, 2, 1, 3))` and folded into the batch with `reshape((-3, 0, 0))`, attention by `batch_dot`, and unfolded back with `reshape((-4, -1, h, 0, 0))` and `reshape((0, 0, -3))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 1), (2, 5, 8), (2, 7, 1)]


class MultiheadCrossAttention(HybridBlock):
    def __init__(self, x_dim=1, units=8, heads=2, **kwargs):
        super(MultiheadCrossAttention, self).__init__(**kwargs)
        self._h = heads
        self._scale = (units // heads) ** -0.5
        with self.name_scope():
            self.wq = nn.Dense(units, flatten=False, in_units=x_dim, use_bias=False)
            self.wk = nn.Dense(units, flatten=False, in_units=x_dim, use_bias=False)
            self.wv = nn.Dense(units, flatten=False, in_units=units, use_bias=False)
            self.wo = nn.Dense(units, flatten=False, in_units=units)

    def _heads(self, x):
        return x.reshape((0, 0, -4, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))

    def hybrid_forward(self, F, x_context, r_context, x_target):
        q, k, v = self._heads(self.wq(x_target)), self._heads(self.wk(x_context)), self._heads(self.wv(r_context))
        w = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        out = F.batch_dot(w, v).reshape((-4, -1, self._h, 0, 0)).transpose((0, 2, 1, 3)).reshape((0, 0, -3))
        return self.wo(out)


Net = MultiheadCrossAttention
