"""PCN encoder that copies the global feature to every point by `F.tile(g, reps=(1, 1, f.shape[2]))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16)]


class TiledGlobal(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mlp1 = nn.Conv1D(dim, kernel_size=1, activation="relu")
            self.mlp2 = nn.Conv1D(dim, kernel_size=1)

    def hybrid_forward(self, F, points):
        f = self.mlp1(points)
        g = F.max(f, axis=2, keepdims=True)
        f = F.concat(f, F.tile(g, reps=(1, 1, f.shape[2])), dim=1)
        return F.max(self.mlp2(f), axis=2)


Net = TiledGlobal
