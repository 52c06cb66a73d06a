"""GraphSAGE mean aggregation written node by node: `for row in idx:` over the (n1, K) neighbour index
array, each row's gathered features averaged, the results stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 5), (3, 4)]


class PerNodeLoop(HybridBlock):
    def __init__(self, num_nodes=8, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes = num_nodes
        with self.name_scope():
            self.fc = nn.Dense(dim, activation="relu")

    def hybrid_forward(self, F, feats, nbr):
        idx = F.clip(F.floor((nbr + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)
        means = [F.take(feats, row).mean(axis=0) for row in idx]
        return self.fc(F.stack(*means, axis=0))


Net = PerNodeLoop
