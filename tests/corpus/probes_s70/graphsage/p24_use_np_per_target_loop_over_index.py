"""Numpy-mode GraphSAGE aggregation written per target node (`@use_np`): `for row in idx:` over the
(n1, K) neighbour index array, each row's gathered features averaged and the results stacked."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(8, 5), (3, 4)]


@use_np
class NumpyPerTarget(HybridBlock):
    def __init__(self, num_nodes=8, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes = num_nodes
        with self.name_scope():
            self.fc = nn.Dense(dim, activation="relu")

    def hybrid_forward(self, F, feats, nbr):
        idx = F.np.clip(F.np.floor((nbr + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1).astype("int32")
        rows = [F.np.take(feats, row, axis=0).mean(axis=0) for row in idx]
        return self.fc(F.np.stack(rows, axis=0))


Net = NumpyPerTarget
