"""SR-GNN over a session graph: the adjacency row-normalised by `adj / adj.sum(axis=1, keepdims=True)` (NDArray's broadcasting), one propagation step, the last node `h[:, -1, :]` as the session's interest, scores against every item's embedding by `F.dot(s, item_weight.T)`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d=3, items=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.prop = nn.Dense(d, in_units=d, flatten=False)
            self.item_weight = self.params.get('item_weight', shape=(items, d))

    def hybrid_forward(self, F, x, adj, item_weight):
        adj = F.relu(adj) + 1e-3
        adj = adj / adj.sum(axis=2, keepdims=True)
        h = F.tanh(F.batch_dot(adj, self.prop(x))) + x
        s = h[:, -1, :]
        return F.dot(s, item_weight.T)
