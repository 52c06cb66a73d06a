"""Nystromformer heads as a python list: `F.split(q, num_outputs=heads, axis=-1)` per projection, landmark attention per head in a list comprehension over `zip`, the heads joined by `F.concat(dim=-1)`, and the conv residual, the attention and the input summed by `F.add_n` (equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8)]


class ListHeadsNystrom(HybridBlock):
    def __init__(self, units=8, heads=2, num_landmarks=4, **kwargs):
        super().__init__(**kwargs)
        self._h, self._m = heads, num_landmarks
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, use_bias=False)
            self.k = nn.Dense(units, flatten=False, use_bias=False)
            self.v = nn.Dense(units, flatten=False, use_bias=False)
            self.res_conv = nn.Conv1D(units, 3, padding=1, groups=units, in_channels=units)

    def head(self, F, q, k, v):
        k_land = F.mean(k.reshape((0, -4, self._m, -1, -2)), axis=2)
        kernel_1 = F.softmax(F.batch_dot(q, k_land, transpose_b=True), axis=-1)
        kernel_3 = F.softmax(F.batch_dot(k_land, k, transpose_b=True), axis=-1)
        return F.batch_dot(kernel_1, F.batch_dot(kernel_3, v))

    def hybrid_forward(self, F, x):
        v = self.v(x)
        qs = F.split(self.q(x), num_outputs=self._h, axis=-1)
        ks = F.split(self.k(x), num_outputs=self._h, axis=-1)
        vs = F.split(v, num_outputs=self._h, axis=-1)
        att = F.concat(*[self.head(F, q, k, vv) for q, k, vv in zip(qs, ks, vs)], dim=-1)
        res = self.res_conv(v.transpose((0, 2, 1))).transpose((0, 2, 1))
        return F.add_n(x, att, res)


Net = ListHeadsNystrom
