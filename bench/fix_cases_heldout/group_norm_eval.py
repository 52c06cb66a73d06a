"""Group norm written by hand (eval path of a diffusion U-Net)."""
from mxnet.gluon import nn

INPUTS = [(2, 8, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, num_channels=8, num_groups=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.num_groups = num_groups
        self.eps = eps
        self.weight = self.params.get("weight", shape=(num_channels,), init="ones")
        self.bias = self.params.get("bias", shape=(num_channels,), init="zeros")

    def hybrid_forward(self, F, x, weight, bias):
        B, C, H, W = x.shape
        g = x.reshape((B, self.num_groups, C // self.num_groups, H, W))
        mean = g.mean(axis=(2, 3, 4), keepdims=True)
        var = F.broadcast_sub(g, mean).square().mean(axis=(2, 3, 4), keepdims=True)
        g = F.broadcast_div(F.broadcast_sub(g, mean), (var + self.eps).sqrt())
        x = F.broadcast_add(F.broadcast_mul(g.reshape((B, C, H, W)), weight.reshape((1, C, 1, 1))),
                            bias.reshape((1, C, 1, 1)))
        return x
