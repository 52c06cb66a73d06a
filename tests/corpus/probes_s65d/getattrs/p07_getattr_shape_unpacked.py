"""A video block that unpacks `b, t = getattr(x, "shape")[:2]` to fold frames into the batch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class GetattrFrames(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(5, in_units=4)

    def hybrid_forward(self, F, x):
        b, t = getattr(x, "shape")[:2]
        y = self.fc(x.reshape((b * t, -1)))
        return y.reshape((b, t, -1))


Net = GetattrFrames
