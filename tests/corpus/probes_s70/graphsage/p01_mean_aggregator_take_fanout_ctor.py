"""GraphSAGE mean aggregator over a sampled neighbourhood: node features (N, C), a fixed fan-out index
array (n1, K) of sampled neighbours (mapped to node ids from the input's values), gathered by `F.take` to
(n1, K, C) and averaged over K; the n1 target nodes are the first rows (`slice_axis` to the constructor's
n1), concatenated with the neighbour mean, a Dense(relu) and L2 normalisation."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 5), (3, 4)]


class MeanAggregator(HybridBlock):
    def __init__(self, num_nodes=8, num_targets=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes, self.num_targets = num_nodes, num_targets
        with self.name_scope():
            self.fc = nn.Dense(dim, activation="relu")

    def hybrid_forward(self, F, feats, nbr):
        idx = F.clip(F.floor((nbr + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)
        neigh = F.take(feats, idx).mean(axis=1)
        self_feats = F.slice_axis(feats, axis=0, begin=0, end=self.num_targets)
        h = self.fc(F.concat(self_feats, neigh, dim=1))
        return F.L2Normalization(h, mode="instance")


Net = MeanAggregator
