"""Hand-written GroupNorm: (N, C, H, W) reshaped by codes to (N, G, -1), group mean and variance with keepdims, normalised by `broadcast_sub`/`broadcast_div`, back to the input shape by `reshape_like`, per-channel affine Parameters of shape (1, C, 1, 1) by `broadcast_mul`/`broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5, 5)]


class GroupNorm(HybridBlock):
    def __init__(self, channels=8, groups=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.groups, self.eps = groups, eps
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(1, channels, 1, 1), init="ones")
            self.beta = self.params.get("beta", shape=(1, channels, 1, 1), init="zeros")

    def hybrid_forward(self, F, x, gamma, beta):
        xg = x.reshape((0, self.groups, -1))
        mean = F.mean(xg, axis=2, keepdims=True)
        centered = F.broadcast_sub(xg, mean)
        var = F.mean(F.square(centered), axis=2, keepdims=True)
        xn = F.reshape_like(F.broadcast_div(centered, F.sqrt(var + self.eps)), x)
        return F.broadcast_add(F.broadcast_mul(xn, gamma), beta)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(8, 3, padding=1, in_channels=8)
            self.norm = GroupNorm()

    def hybrid_forward(self, F, x):
        return F.relu(self.norm(self.conv(x)))
