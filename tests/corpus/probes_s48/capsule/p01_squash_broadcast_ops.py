"""Primary capsules: a conv whose channels are cut into 8-d capsules with reshape codes, squashed by `v = |s|^2 / (1 + |s|^2) * s / |s|` written with `broadcast_mul`/`broadcast_div` of keepdims norms."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 9, 9)]


def squash(F, s, axis=-1, eps=1e-7):
    sq_norm = F.sum(F.square(s), axis=axis, keepdims=True)
    scale = sq_norm / (1.0 + sq_norm)
    return F.broadcast_mul(F.broadcast_div(s, F.sqrt(sq_norm + eps)), scale)


class Net(HybridBlock):
    def __init__(self, in_channels=4, num_maps=4, capsule_dim=8, **kwargs):
        super().__init__(**kwargs)
        self.capsule_dim = capsule_dim
        with self.name_scope():
            self.conv = nn.Conv2D(num_maps * capsule_dim, 3, strides=2, in_channels=in_channels)

    def hybrid_forward(self, F, x):
        u = self.conv(x)                                   # (N, maps*dim, H', W')
        u = u.reshape((0, -4, -1, self.capsule_dim, -2))   # (N, maps, dim, H', W')
        u = F.transpose(u, axes=(0, 1, 3, 4, 2)).reshape((0, -1, self.capsule_dim))
        return squash(F, u)
