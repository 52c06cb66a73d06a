"""HybridSN-style classifier: a (N, 1, B, P, P) patch cube through two Conv3D (spectral kernels 7 and 5), bands folded into channels by `reshape((0, -3, -2))`, a Conv2D, global pooling and a Dense."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 14, 7, 7)]


class HybridSN(HybridBlock):
    def __init__(self, classes=5, **kwargs):
        super(HybridSN, self).__init__(**kwargs)
        with self.name_scope():
            self.c3d1 = nn.Conv3D(4, (7, 3, 3), activation="relu")
            self.c3d2 = nn.Conv3D(6, (5, 3, 3), activation="relu")
            self.c2d = nn.Conv2D(8, 1, activation="relu")
            self.fc = nn.Dense(classes)

    def hybrid_forward(self, F, cube):
        y = self.c3d2(self.c3d1(cube))
        y = self.c2d(y.reshape((0, -3, -2)))
        y = F.Pooling(y, global_pool=True, pool_type="avg", kernel=(1, 1))
        return self.fc(F.flatten(y))


Net = HybridSN
