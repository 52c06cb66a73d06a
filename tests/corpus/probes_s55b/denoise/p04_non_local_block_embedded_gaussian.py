"""Non-local block (embedded Gaussian): theta/phi/g 1x1 convs flattened by `reshape((0, 0, -1))`, affinity by `batch_dot(transpose_a=True)`, softmax, aggregated back and restored with `reshape_like`, a zero-initialised output conv added to the input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class NonLocalBlock(HybridBlock):
    def __init__(self, channels=4, inter=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.theta = nn.Conv2D(inter, 1, in_channels=channels)
            self.phi = nn.Conv2D(inter, 1, in_channels=channels)
            self.g = nn.Conv2D(inter, 1, in_channels=channels)
            self.out = nn.Conv2D(channels, 1, in_channels=inter, weight_initializer="zeros")

    def hybrid_forward(self, F, x):
        theta = self.theta(x)
        t = F.reshape(theta, shape=(0, 0, -1))
        p = F.reshape(self.phi(x), shape=(0, 0, -1))
        g = F.reshape(self.g(x), shape=(0, 0, -1))
        attn = F.softmax(F.batch_dot(t, p, transpose_a=True), axis=-1)      # (N, HW, HW)
        y = F.batch_dot(g, attn, transpose_b=True)                          # (N, C', HW)
        return x + self.out(F.reshape_like(y, theta))


Net = NonLocalBlock
