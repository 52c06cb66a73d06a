"""Activation observer whose EMA range is a grad_req='null' (1,) Parameter read in hybrid_forward; the updated range is returned for the trainer to store."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class EMAObserver(HybridBlock):
    def __init__(self, momentum=0.9, bits=8, **kwargs):
        super().__init__(**kwargs)
        self._m = momentum
        self._qmax = 2 ** (bits - 1) - 1
        with self.name_scope():
            self.running_max = self.params.get("running_max", shape=(1,), init=init.One(),
                                               grad_req="null")

    def hybrid_forward(self, F, x, running_max):
        batch_max = F.max(F.abs(x), axis=(0, 1), keepdims=False).reshape((1,))
        new_max = self._m * running_max + (1 - self._m) * F.BlockGrad(batch_max)
        scale = new_max / self._qmax
        q = F.broadcast_mul(F.round(F.clip(F.broadcast_div(x, scale), -self._qmax, self._qmax)), scale)
        return x + F.BlockGrad(q - x), new_max


class QuantMLP(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.observer = EMAObserver()
            self.fc = nn.Dense(units)

    def hybrid_forward(self, F, x):
        xq, new_max = self.observer(x)
        return self.fc(xq), new_max


class Net(QuantMLP):
    pass
