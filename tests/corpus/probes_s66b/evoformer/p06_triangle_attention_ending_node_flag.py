"""AlphaFold triangle attention around the ending node: a python flag transposes the pair
representation and its mask before and after, the triangle bias `Dense(heads)(z)`, a method without F
turning the pair mask into `(mask - 1) * inf`, q/k/v built by a list comprehension over three children
and unpacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 6), (2, 4, 4)]


class TriangleAttention(HybridBlock):
    def __init__(self, c_z=6, heads=2, c=3, starting=False, inf=1e9, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        self.scale = c ** -0.5
        self.starting = starting
        self.inf = inf
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.q = nn.Dense(heads * c, flatten=False, use_bias=False)
            self.k = nn.Dense(heads * c, flatten=False, use_bias=False)
            self.v = nn.Dense(heads * c, flatten=False, use_bias=False)
            self.b = nn.Dense(heads, flatten=False, use_bias=False)
            self.g = nn.Dense(heads * c, flatten=False)
            self.o = nn.Dense(c_z, flatten=False)

    def _mask_bias(self, mask):
        return (mask - 1.0) * self.inf

    def _heads(self, t):
        return t.reshape((0, 0, 0, self.heads, -1)).transpose((0, 1, 3, 2, 4))

    def hybrid_forward(self, F, z, pair_mask):
        if not self.starting:
            z = z.transpose((0, 2, 1, 3))
            pair_mask = pair_mask.transpose((0, 2, 1))
        z = self.norm(z)
        q, k, v = [self._heads(p(z)) for p in (self.q, self.k, self.v)]
        logits = F.sum(F.broadcast_mul(q.expand_dims(4), k.expand_dims(3)), axis=-1) * self.scale
        tri = self.b(z).transpose((0, 3, 1, 2)).expand_dims(1)
        mb = self._mask_bias(pair_mask).expand_dims(2).expand_dims(3)
        w = F.softmax(F.broadcast_add(F.broadcast_add(logits, tri), mb), axis=-1)
        o = F.sum(F.broadcast_mul(w.expand_dims(-1), v.expand_dims(3)), axis=4)
        o = self.o(F.sigmoid(self.g(z)) * o.transpose((0, 1, 3, 2, 4)).reshape((0, 0, 0, -3)))
        if not self.starting:
            o = o.transpose((0, 2, 1, 3))
        return o


Net = TriangleAttention
