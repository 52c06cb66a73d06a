"""A subclass runs the base's hybrid_forward through super() and reshapes with the result's `.shape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class Encoder(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.conv = nn.Conv2D(6, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        return F.relu(self.conv(x))


class Net(Encoder):
    def hybrid_forward(self, F, x):
        feat = super(Net, self).hybrid_forward(F, x)
        return feat.reshape((feat.shape[0], feat.shape[1], -1)).mean(axis=2)
