"""GraphSAGE mean aggregator ported from the PyTorch code: the gathered (n1, K, C) neighbours summed and
divided by the fan-out `nbr.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 5), (3, 4)]


class ShapeMean(HybridBlock):
    def __init__(self, num_nodes=8, num_targets=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes, self.num_targets = num_nodes, num_targets
        with self.name_scope():
            self.fc = nn.Dense(dim, activation="relu")

    def hybrid_forward(self, F, feats, nbr):
        idx = F.clip(F.floor((nbr + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)
        neigh = F.take(feats, idx).sum(axis=1) / nbr.shape[1]
        self_feats = F.slice_axis(feats, axis=0, begin=0, end=self.num_targets)
        return self.fc(F.concat(self_feats, neigh, dim=1))


Net = ShapeMean
