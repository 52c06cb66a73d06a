"""HGT relation transforms read from `**params`: Gluon passes the block's Parameters to `hybrid_forward` as keyword arguments, keyed by the attributes they are stored in, collected here in a dict and looked up by name (`params["msg"]`), the (d, d) message matrix applied by `F.dot` and the (1,) prior by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8), (4, 5)]


class KwargsRelation(HybridBlock):
    def __init__(self, dim=8, relation="writes", **kwargs):
        super().__init__(**kwargs)
        self._rel = relation
        with self.name_scope():
            self.v = nn.Dense(dim, flatten=False)
            self.msg = self.params.get("rel_%s_msg" % relation, shape=(dim, dim))
            self.pri = self.params.get("rel_%s_pri" % relation, shape=(1,), init="ones")

    def hybrid_forward(self, F, x_src, adj, **params):
        w = params["msg"]
        pri = params["pri"]
        msg = F.dot(self.v(x_src), w)
        return F.broadcast_mul(F.dot(F.softmax(adj, axis=-1), msg), pri)


Net = KwargsRelation
