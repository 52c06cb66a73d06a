"""Numpy-mode GraphSAGE mean aggregator (`@use_np`): neighbours gathered by `F.np.take(feats, idx, axis=0)`,
averaged, the targets' features by the basic slice `feats[:n1]` (legal in numpy mode), concatenated and
L2-normalised by a plain `/` of the (n1, D) output by its (n1, 1) norms (numpy broadcasting, legal)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(8, 5), (3, 4)]


@use_np
class NumpyMeanSage(HybridBlock):
    def __init__(self, num_nodes=8, num_targets=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes, self.num_targets = num_nodes, num_targets
        with self.name_scope():
            self.fc = nn.Dense(dim, activation="relu")

    def hybrid_forward(self, F, feats, nbr):
        idx = F.np.clip(F.np.floor((nbr + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1).astype("int32")
        neigh = F.np.take(feats, idx, axis=0).mean(axis=1)
        h = self.fc(F.np.concatenate([feats[:self.num_targets], neigh], axis=1))
        return h / (F.np.sqrt((h * h).sum(axis=1, keepdims=True)) + 1e-6)


Net = NumpyMeanSage
