"""MetNet lead-time one-hot built with the eager namespace inside the graph: `nd.one_hot(nd.array([lead]),
self.leads)` tiled over the batch by `F.broadcast_like` and concatenated -- an NDArray beside Symbols."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class NdOneHot(HybridBlock):
    def __init__(self, lead=2, leads=4, **kwargs):
        super().__init__(**kwargs)
        self.lead, self.leads = lead, leads
        with self.name_scope():
            self.dense = nn.Dense(5)

    def hybrid_forward(self, F, feats):
        onehot = nd.one_hot(nd.array([self.lead]), self.leads)
        cond = F.broadcast_like(onehot, feats, lhs_axes=(0,), rhs_axes=(0,))
        return self.dense(F.concat(feats, cond, dim=1))


Net = NdOneHot
