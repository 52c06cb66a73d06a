"""Window attention scores plus a learned (N, N) position bias with a plain `+`: (B*nW, N, N) scores against
an (N, N) Parameter."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 4, 8)]


class PlainBias(HybridBlock):
    def __init__(self, dim=8, n=4, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.bias = self.params.get("bias", shape=(n, n))

    def hybrid_forward(self, F, x, bias):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * self.scale + bias
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = PlainBias
