"""GraphCast multi-mesh processor over a list of per-level edge inputs zipped with per-level receiver
constants; each level's messages are averaged by a module helper `mean_aggregate(F, onehot, msg)` that
divides the one-hot sum by `len(msg)`, the level's edge count."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4), (12, 4), (6, 4)]


def mean_aggregate(F, onehot, msg):
    return F.dot(onehot, msg, transpose_a=True) / len(msg)


class LevelListProcessor(HybridBlock):
    def __init__(self, n_mesh=6, sizes=(12, 6), dim=4, **kwargs):
        super().__init__(**kwargs)
        self.n_mesh = n_mesh
        with self.name_scope():
            for i, n in enumerate(sizes):
                setattr(self, "recv%d" % i,
                        self.params.get_constant("recv%d" % i, (np.arange(n) % n_mesh).astype("float32")))
            self.edge_mlp = nn.Dense(dim)

    def hybrid_forward(self, F, nodes, fine, coarse, recv0, recv1):
        for edges, recv in zip([fine, coarse], [recv0, recv1]):
            msg = self.edge_mlp(edges)
            nodes = nodes + mean_aggregate(F, F.one_hot(recv, self.n_mesh), msg)
        return nodes


Net = LevelListProcessor
