"""GraphSAGE max-pool aggregator: each gathered neighbour (n1, K, C) through a Dense(relu, flatten=False),
an element-wise max over K, concatenated with the targets' own projected features, Dense and
`F.L2Normalization(mode='instance')`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 5), (3, 4), (3,)]


class MaxPoolAggregator(HybridBlock):
    def __init__(self, num_nodes=8, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes = num_nodes
        with self.name_scope():
            self.pool = nn.Dense(dim, activation="relu", flatten=False)
            self.self_fc = nn.Dense(dim, use_bias=False)
            self.neigh_fc = nn.Dense(dim, use_bias=False)

    def ids(self, F, u):
        return F.clip(F.floor((u + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)

    def hybrid_forward(self, F, feats, nbr, targets):
        neigh = self.pool(F.take(feats, self.ids(F, nbr))).max(axis=1)
        h = F.concat(self.self_fc(F.take(feats, self.ids(F, targets))), self.neigh_fc(neigh), dim=1)
        return F.L2Normalization(F.relu(h), mode="instance")


Net = MaxPoolAggregator
