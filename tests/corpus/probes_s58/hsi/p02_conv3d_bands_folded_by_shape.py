"""HybridSN-style classifier folding the Conv3D bands into channels with `n, c, b, h, w = y.shape` and `y.reshape((n, c * b, h, w))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 14, 7, 7)]


class HybridSNShape(HybridBlock):
    def __init__(self, classes=5, **kwargs):
        super(HybridSNShape, self).__init__(**kwargs)
        with self.name_scope():
            self.c3d = nn.Conv3D(4, (7, 3, 3), activation="relu")
            self.c2d = nn.Conv2D(8, 3, activation="relu")
            self.fc = nn.Dense(classes)

    def hybrid_forward(self, F, cube):
        y = self.c3d(cube)
        n, c, b, h, w = y.shape
        y = self.c2d(y.reshape((n, c * b, h, w)))
        return self.fc(y)


Net = HybridSNShape
