"""VQGAN's decoder attention block at low resolution (taming's AttnBlock, ported): GroupNorm, 1x1
q/k/v convs, `b, c, h, w = q.shape`, the queries reshaped to (b, c, h*w) and transposed, the
scores scaled by `int(c) ** (-0.5)`, softmax over keys, the values aggregated and reshaped back to
`(b, c, h, w)`, the projection and the residual."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.GroupNorm(num_groups=2)
            self.q = nn.Conv2D(in_channels, 1, in_channels=in_channels)
            self.k = nn.Conv2D(in_channels, 1, in_channels=in_channels)
            self.v = nn.Conv2D(in_channels, 1, in_channels=in_channels)
            self.proj_out = nn.Conv2D(in_channels, 1, in_channels=in_channels)

    def hybrid_forward(self, F, x):
        h_ = self.norm(x)
        q, k, v = self.q(h_), self.k(h_), self.v(h_)
        b, c, h, w = q.shape
        q = q.reshape((b, c, h * w)).transpose((0, 2, 1))
        k = k.reshape((b, c, h * w))
        w_ = F.softmax(F.batch_dot(q, k) * (int(c) ** (-0.5)), axis=2)
        v = v.reshape((b, c, h * w))
        h_ = F.batch_dot(v, w_, transpose_b=True).reshape((b, c, h, w))
        return x + self.proj_out(h_)
