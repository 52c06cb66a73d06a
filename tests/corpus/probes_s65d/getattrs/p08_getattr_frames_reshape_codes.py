"""The frame folding with reshape codes `(-3, 0)` and `(-4, -1, 3, 0)`, and the dense layer picked by
`getattr(self, "fc")`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class GetattrFramesCodes(HybridBlock):
    def __init__(self, frames=3, **kwargs):
        super().__init__(**kwargs)
        self._t = frames
        with self.name_scope():
            self.fc = nn.Dense(5, in_units=4)

    def hybrid_forward(self, F, x):
        y = getattr(self, "fc")(x.reshape((-3, 0)))
        return y.reshape((-4, -1, self._t, 0))


Net = GetattrFramesCodes
