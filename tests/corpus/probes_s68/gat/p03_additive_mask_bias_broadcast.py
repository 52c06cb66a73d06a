"""GAT with the adjacency applied as an additive bias, `(1 - A) * -1e9`, built once as a (B, 1, N, N) tensor and
added to the (B, h, N, N) logits by `F.broadcast_add`; self loops by `F.maximum` with an identity matrix
from `F.eye` of the node count given to the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class BiasMaskGAT(HybridBlock):
    def __init__(self, nodes=5, units=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.nodes = heads, nodes
        with self.name_scope():
            self.proj = nn.Dense(heads * units, flatten=False, use_bias=False)
            self.attn_l = nn.Dense(1, flatten=False, use_bias=False)
            self.attn_r = nn.Dense(1, flatten=False, use_bias=False)

    def hybrid_forward(self, F, h, adj):
        wh = self.proj(h).reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        e = F.broadcast_add(self.attn_l(wh), self.attn_r(wh).transpose((0, 1, 3, 2)))
        a = F.broadcast_maximum(adj > 0, F.eye(self.nodes).expand_dims(0))
        bias = (1 - a.expand_dims(1)) * -1e9
        alpha = F.softmax(F.broadcast_add(F.LeakyReLU(e, slope=0.2), bias), axis=-1)
        return F.batch_dot(alpha.reshape((-3, 0, 0)), wh.reshape((-3, 0, 0)))


Net = BiasMaskGAT
