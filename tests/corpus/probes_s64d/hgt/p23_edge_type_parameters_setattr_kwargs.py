"""HGT per edge-type message matrices created in a loop by `setattr(self, "w_" + rel, self.params.get(...))` and read back in `hybrid_forward` from `**params` by the same key, one dense adjacency input per relation collected as `*adjs`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8), (4, 5), (4, 5)]


class EdgeTypeMessages(HybridBlock):
    def __init__(self, dim=8, relations=("writes", "cites"), **kwargs):
        super().__init__(**kwargs)
        self._rels = relations
        with self.name_scope():
            self.v = nn.Dense(dim, flatten=False)
            for rel in relations:
                setattr(self, "w_" + rel, self.params.get("w_" + rel, shape=(dim, dim)))

    def hybrid_forward(self, F, x_src, *adjs, **params):
        v = self.v(x_src)
        out = [F.dot(F.relu(adj), F.dot(v, params["w_" + rel])) for rel, adj in zip(self._rels, adjs)]
        return F.add_n(*out)


Net = EdgeTypeMessages
