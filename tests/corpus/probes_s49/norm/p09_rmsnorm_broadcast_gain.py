"""RMSNorm of a transformer block: the mean square over the last axis with keepdims, `broadcast_div` by its root, and a (D,) gain Parameter applied by `broadcast_mul`; the residual then adds an MLP."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class RMSNorm(HybridBlock):
    def __init__(self, dim=8, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.gain = self.params.get("gain", shape=(dim,), init="ones")

    def hybrid_forward(self, F, x, gain):
        ms = F.mean(F.square(x), axis=-1, keepdims=True)
        return F.broadcast_mul(F.broadcast_div(x, F.sqrt(ms + self.eps)), gain.reshape((1, 1, -1)))


class Net(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = RMSNorm(dim)
            self.mlp = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        return x + self.mlp(self.norm(x))
