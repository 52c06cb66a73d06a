"""Nystromformer value residual: a depthwise Conv2D over the sequence axis (`groups=heads`, kernel (k, 1), padding (k // 2, 0)) on values arranged (N, H, L, d), added to the attention output of the same shape by a plain `+`, heads merged by transpose and reshape codes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8)]


class ConvResidualValues(HybridBlock):
    def __init__(self, units=8, heads=2, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, use_bias=False)
            self.res_conv = nn.Conv2D(heads, (kernel, 1), padding=(kernel // 2, 0), groups=heads,
                                      use_bias=False, in_channels=heads)

    def hybrid_forward(self, F, x):
        q, k, v = [t.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3))
                   for t in F.split(self.qkv(x), num_outputs=3, axis=-1)]
        att = F.softmax(F.batch_dot(q.reshape((-3, 0, 0)), k.reshape((-3, 0, 0)), transpose_b=True), axis=-1)
        out = F.batch_dot(att, v.reshape((-3, 0, 0))).reshape((-4, -1, self._h, 0, 0))
        out = out + self.res_conv(v)
        return out.transpose((0, 2, 1, 3)).reshape((0, 0, -1))


Net = ConvResidualValues
