"""Informer attention layer keeping its attention map for plotting with `self.attn_map = attn.asnumpy()`; the returned output does not depend on it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class MapKeepingAttention(HybridBlock):
    def __init__(self, d_model=6, **kwargs):
        super().__init__(**kwargs)
        self._scale = d_model ** -0.5
        self.attn_map = None
        with self.name_scope():
            self.qkv = nn.Dense(3 * d_model, flatten=False, in_units=d_model)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        self.attn_map = attn.asnumpy()
        return F.batch_dot(attn, v)


Net = MapKeepingAttention
