"""Gated attention unit whose q/k offsets apply a (s,) scale Parameter to the (B, K, s) base by a plain
`*` and `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class PlainScaleGAU(HybridBlock):
    def __init__(self, dim=8, s=4, **kwargs):
        super().__init__(**kwargs)
        self.s = s
        with self.name_scope():
            self.uv = nn.Dense(2 * dim + s, flatten=False)
            self.gamma = self.params.get("gamma", shape=(s,), init="ones")
            self.beta = self.params.get("beta", shape=(s,), init="zeros")
            self.o = nn.Dense(dim, flatten=False)
        self.dim = dim

    def hybrid_forward(self, F, x, gamma, beta):
        uv = F.relu(self.uv(x))
        u = F.slice_axis(uv, axis=-1, begin=0, end=self.dim)
        v = F.slice_axis(uv, axis=-1, begin=self.dim, end=2 * self.dim)
        base = F.slice_axis(uv, axis=-1, begin=2 * self.dim, end=None)
        q = base * gamma + beta
        kernel = F.square(F.relu(F.batch_dot(q, base, transpose_b=True)))
        return x + self.o(u * F.batch_dot(kernel, v))


Net = PlainScaleGAU
