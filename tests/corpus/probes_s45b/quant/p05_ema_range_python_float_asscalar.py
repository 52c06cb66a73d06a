"""Activation observer keeping an EMA of the range as a python float on the block, read from the batch with `.asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, units=4, momentum=0.9, bits=8, **kwargs):
        super().__init__(**kwargs)
        self._m = momentum
        self._qmax = 2 ** (bits - 1) - 1
        self.running_max = 1.0
        with self.name_scope():
            self.fc = nn.Dense(units, in_units=6)

    def hybrid_forward(self, F, x):
        batch_max = F.max(F.abs(x)).asscalar()
        self.running_max = self._m * self.running_max + (1 - self._m) * batch_max
        scale = self.running_max / self._qmax
        q = F.round(F.clip(x / scale, -self._qmax, self._qmax)) * scale
        return self.fc(x + F.BlockGrad(q - x))
