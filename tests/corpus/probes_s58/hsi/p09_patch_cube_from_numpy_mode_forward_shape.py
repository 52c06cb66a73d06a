"""Numpy-mode (MXNet 2 style) `forward` of a 3-D conv classifier that lifts a (N, B, P, P) patch to a cube with `x.reshape(x.shape[0], 1, *x.shape[1:])`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 5, 5)]


class CubeClassifier(HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv3D(4, (3, 3, 3), activation="relu")
        self.fc = nn.Dense(classes)

    def forward(self, x):
        cube = x.reshape(x.shape[0], 1, *x.shape[1:])
        return self.fc(self.conv(cube))


Net = CubeClassifier
