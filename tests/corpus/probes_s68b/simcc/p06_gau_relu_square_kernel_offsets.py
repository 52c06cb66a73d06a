"""RTMPose gated attention unit over joint tokens: one Dense to u, v and a shared base split by
`slice_axis`, q and k as per-channel scale and offset of the base by broadcast ops on Parameters, a
squared-ReLU attention kernel from `batch_dot`, `u * (kernel @ v)` on equal shapes, a residual."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class GAU(HybridBlock):
    def __init__(self, dim=8, expansion=2, s=4, **kwargs):
        super().__init__(**kwargs)
        self.e = dim * expansion
        self.s = s
        with self.name_scope():
            self.ln = nn.LayerNorm()
            self.uv = nn.Dense(2 * self.e + s, flatten=False)
            self.gamma = self.params.get("gamma", shape=(2, s), init="ones")
            self.beta = self.params.get("beta", shape=(2, s), init="zeros")
            self.o = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, gamma, beta):
        uv = F.relu(self.uv(self.ln(x)))
        u = F.slice_axis(uv, axis=-1, begin=0, end=self.e)
        v = F.slice_axis(uv, axis=-1, begin=self.e, end=2 * self.e)
        base = F.slice_axis(uv, axis=-1, begin=2 * self.e, end=None)
        qk = F.broadcast_add(F.broadcast_mul(base.expand_dims(2), gamma), beta)
        q, k = F.split(qk, num_outputs=2, axis=2, squeeze_axis=True)
        kernel = F.square(F.relu(F.batch_dot(q, k, transpose_b=True) / (self.s ** 0.5)))
        return x + self.o(u * F.batch_dot(kernel, v))


Net = GAU
