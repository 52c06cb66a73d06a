"""GAT layer called through a method with the graph in a dict (`{"feat": h, "adj": adj}`) and python options in
`**opts` (`concat`, `negative_slope`); the heads are averaged or concatenated by a python test on
`opts.get("concat", True)`, the mask applied by `F.where` on a spread (B, h, N, N) adjacency."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class OptsGAT(HybridBlock):
    def __init__(self, units=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.proj = nn.Dense(heads * units, flatten=False, use_bias=False)
            self.attn_l = nn.Dense(1, flatten=False, use_bias=False)
            self.attn_r = nn.Dense(1, flatten=False, use_bias=False)

    def _layer(self, F, graph, **opts):
        wh = self.proj(graph["feat"]).reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        e = F.broadcast_add(self.attn_l(wh), self.attn_r(wh).transpose((0, 1, 3, 2)))
        e = F.LeakyReLU(e, slope=opts.get("negative_slope", 0.2))
        mask = F.broadcast_like(graph["adj"].expand_dims(1) > 0, e)
        out = F.batch_dot(F.softmax(F.where(mask, e, F.ones_like(e) * -1e9), axis=-1), wh)
        if opts.get("concat", True):
            return out.transpose((0, 2, 1, 3)).reshape((0, 0, -3))
        return F.mean(out, axis=1)

    def hybrid_forward(self, F, h, adj):
        graph = {"feat": h, "adj": adj}
        hidden = self._layer(F, graph, concat=True, negative_slope=0.1)
        return hidden, self._layer(F, graph, concat=False)


Net = OptsGAT
