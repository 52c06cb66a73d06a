"""The method looked up by name on the tensor, `getattr(h, "reshape")((0, -1))`, and a three-argument
`getattr(self, "_scale", 1.0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class GetattrReshape(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, flatten=False, in_units=4)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        flat = getattr(h, "reshape")((0, -1))
        return flat * getattr(self, "_scale", 1.0)


Net = GetattrReshape
