"""BigGAN self-attention at one resolution: theta, phi, g 1x1 convs, phi and g max-pooled 2x2, flattened by `reshape((0, 0, -1))`, attention by `batch_dot` and softmax, the output reshaped back by `reshape_like`, gated by a (1, 1, 1, 1) gamma Parameter with `broadcast_mul`, residual by plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class SelfAttention(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.theta = nn.Conv2D(channels // 8, 1, use_bias=False, in_channels=channels)
            self.phi = nn.Conv2D(channels // 8, 1, use_bias=False, in_channels=channels)
            self.g = nn.Conv2D(channels // 2, 1, use_bias=False, in_channels=channels)
            self.o = nn.Conv2D(channels, 1, use_bias=False, in_channels=channels // 2)
            self.gamma = self.params.get("gamma", shape=(1, 1, 1, 1), init="ones")

    def hybrid_forward(self, F, x, gamma):
        theta = self.theta(x).reshape((0, 0, -1))
        phi = F.Pooling(self.phi(x), kernel=(2, 2), stride=(2, 2), pool_type="max").reshape((0, 0, -1))
        g = F.Pooling(self.g(x), kernel=(2, 2), stride=(2, 2), pool_type="max").reshape((0, 0, -1))
        beta = F.softmax(F.batch_dot(theta, phi, transpose_a=True), axis=-1)
        o = F.batch_dot(g, beta, transpose_b=True)
        o = self.o(F.reshape_like(o, x, lhs_begin=2, lhs_end=3, rhs_begin=2, rhs_end=4))
        return F.broadcast_mul(gamma, o) + x


Net = SelfAttention
