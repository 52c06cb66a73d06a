"""Instance normalisation written out: `F.moments` over the spatial axes (two outputs, unpacked), normalised with `broadcast_sub`/`broadcast_div`, affine per channel."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class InstanceNorm2D(HybridBlock):
    def __init__(self, channels=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(1, channels, 1, 1), init=init.One())
            self.beta = self.params.get("beta", shape=(1, channels, 1, 1), init=init.Zero())

    def hybrid_forward(self, F, x, gamma, beta):
        mean, var = F.moments(x, axes=(2, 3), keepdims=True)
        x_hat = F.broadcast_div(F.broadcast_sub(x, mean), F.sqrt(var + self._eps))
        return F.broadcast_add(F.broadcast_mul(x_hat, gamma), beta)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=4)
            self.norm = InstanceNorm2D(4)

    def hybrid_forward(self, F, x):
        return F.relu(self.norm(self.conv(x)))
