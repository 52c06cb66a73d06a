"""Non-local block whose phi and g branches are sub-sampled by strided subscripts, `phi[:, :, ::2, ::2]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class NonLocalBlock(HybridBlock):
    def __init__(self, channels=4, inter=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.theta = nn.Conv2D(inter, 1, in_channels=channels)
            self.phi = nn.Conv2D(inter, 1, in_channels=channels)
            self.g = nn.Conv2D(inter, 1, in_channels=channels)
            self.out = nn.Conv2D(channels, 1, in_channels=inter)

    def hybrid_forward(self, F, x):
        theta = self.theta(x)
        t = F.reshape(theta, shape=(0, 0, -1))
        p = F.reshape(self.phi(x)[:, :, ::2, ::2], shape=(0, 0, -1))
        g = F.reshape(self.g(x)[:, :, ::2, ::2], shape=(0, 0, -1))
        attn = F.softmax(F.batch_dot(t, p, transpose_a=True), axis=-1)
        y = F.batch_dot(g, attn, transpose_b=True)
        return x + self.out(F.reshape_like(y, theta))


Net = NonLocalBlock
