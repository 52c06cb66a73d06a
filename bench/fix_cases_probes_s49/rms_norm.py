"""RMSNorm over the hidden size of a token sequence, with a learned gain per feature."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, units=6, eps=1e-6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.gain = self.params.get('gain', shape=(units,), init='ones')
            self.proj = nn.Dense(units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x, gain):
        rms = F.sqrt(F.mean(F.square(x), axis=-1, keepdims=True) + self._eps)
        return self.proj(x / rms * gain)
