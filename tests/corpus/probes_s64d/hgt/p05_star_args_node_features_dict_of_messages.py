"""HGT over several node types given as `*feats` (one (N_t, D) tensor per type, in the constructor's type order): a dict `h[ntype] = self.lin[i](x)` of projected tensors built in a loop over `zip(self._types, feats)`, the messages of both source types into `paper` by dense adjacency `F.dot`, summed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 3), (5, 8), (3, 8), (4, 8)]


class MultiTypeAggregate(HybridBlock):
    def __init__(self, dim=8, types=("author", "venue", "paper"), **kwargs):
        super().__init__(**kwargs)
        self._types = types
        with self.name_scope():
            self.lin = nn.HybridSequential()
            for _ in types:
                self.lin.add(nn.Dense(dim, flatten=False))

    def hybrid_forward(self, F, adj_author, adj_venue, *feats):
        h = {}
        for i, (ntype, x) in enumerate(zip(self._types, feats)):
            h[ntype] = self.lin[i](x)
        msg = F.dot(adj_author, h["author"]) + F.dot(adj_venue, h["venue"])
        return F.relu(msg) + h["paper"]


Net = MultiTypeAggregate
