"""Dynamic-range quantiser that reads the max magnitude as a python float with `.asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, bits=8, units=3, **kwargs):
        super().__init__(**kwargs)
        self._levels = 2 ** (bits - 1) - 1
        with self.name_scope():
            self.fc = nn.Dense(units, in_units=5)

    def hybrid_forward(self, F, x):
        scale = self._levels / max(F.max(F.abs(x)).asscalar(), 1e-8)
        q = F.round(x * scale) / scale
        return self.fc(x + F.stop_gradient(q - x))
