"""Two-layer GAT as in the paper's transductive setting: the hidden layer's heads concatenated by reshape code
`-3` after an ELU, the output layer's heads averaged by `mean(axis=1)`; the layer's `concat` flag is a python
bool of the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class GATConv(HybridBlock):
    def __init__(self, units, heads, concat=True, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.concat = heads, concat
        with self.name_scope():
            self.proj = nn.Dense(heads * units, flatten=False, use_bias=False)
            self.attn_l = nn.Dense(1, flatten=False, use_bias=False)
            self.attn_r = nn.Dense(1, flatten=False, use_bias=False)

    def hybrid_forward(self, F, h, adj):
        wh = self.proj(h).reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        e = F.LeakyReLU(F.broadcast_add(self.attn_l(wh), self.attn_r(wh).transpose((0, 1, 3, 2))), slope=0.2)
        e = F.where(F.broadcast_like(adj.expand_dims(1) > 0, e), e, F.ones_like(e) * -1e9)
        out = F.batch_dot(F.softmax(e, axis=-1), wh)
        if self.concat:
            return out.transpose((0, 2, 1, 3)).reshape((0, 0, -3))
        return out.mean(axis=1)


class GAT(HybridBlock):
    def __init__(self, hidden=4, heads=2, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.layer1 = GATConv(hidden, heads, concat=True)
            self.layer2 = GATConv(classes, heads, concat=False)

    def hybrid_forward(self, F, h, adj):
        x = F.LeakyReLU(self.layer1(h, adj), act_type="elu")
        return F.log_softmax(self.layer2(x, adj), axis=-1)


Net = GAT
