"""GLU halves taken by subscripts `h[:, :self.units]` and `h[:, self.units:]` with the width from the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class GLUHighway(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.fc = nn.Dense(2 * units)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        return x + h[:, :self.units] * F.sigmoid(h[:, self.units:])


Net = GLUHighway
