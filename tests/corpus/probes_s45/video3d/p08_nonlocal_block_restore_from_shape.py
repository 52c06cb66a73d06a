"""Non-local block that restores (B, C', T, H, W) with a shape tuple built from `x.shape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 4, 4)]


class Net(HybridBlock):
    def __init__(self, in_channels=4, inter=2, **kwargs):
        super().__init__(**kwargs)
        self._inter = inter
        with self.name_scope():
            self.theta = nn.Conv3D(inter, 1, in_channels=in_channels)
            self.phi = nn.Conv3D(inter, 1, in_channels=in_channels)
            self.g = nn.Conv3D(inter, 1, in_channels=in_channels)
            self.out = nn.Conv3D(in_channels, 1, in_channels=inter)

    def hybrid_forward(self, F, x):
        batch, _, t, h, w = x.shape
        theta = F.reshape(self.theta(x), shape=(0, 0, -1))
        phi = F.reshape(self.phi(x), shape=(0, 0, -1))
        g = F.reshape(self.g(x), shape=(0, 0, -1))
        attn = F.softmax(F.batch_dot(theta, phi, transpose_a=True), axis=-1)
        y = F.reshape(F.batch_dot(g, attn, transpose_b=True), shape=(batch, self._inter, t, h, w))
        return x + self.out(y)
