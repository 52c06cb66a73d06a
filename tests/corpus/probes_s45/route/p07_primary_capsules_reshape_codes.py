"""Primary capsules: a conv's channels split into (capsules, dim) by code -4, positions merged, then squash."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


def squash(F, s, eps=1e-7):
    sq = F.sum(F.square(s), axis=-1, keepdims=True)
    return F.broadcast_mul(sq / (1 + sq) / F.sqrt(sq + eps), s)


class Net(HybridBlock):
    def __init__(self, num_caps=4, caps_dim=6, **kwargs):
        super().__init__(**kwargs)
        self._num_caps, self._caps_dim = num_caps, caps_dim
        with self.name_scope():
            self.conv = nn.Conv2D(num_caps * caps_dim, 3, strides=2, in_channels=3)

    def hybrid_forward(self, F, img):
        h = F.reshape(self.conv(img), shape=(0, -4, self._num_caps, self._caps_dim, -2))  # B, N, D, H, W
        h = F.transpose(h, axes=(0, 1, 3, 4, 2))                                           # B, N, H, W, D
        return squash(F, F.reshape(h, shape=(0, -1, self._caps_dim)))                         # B, N*H*W, D
