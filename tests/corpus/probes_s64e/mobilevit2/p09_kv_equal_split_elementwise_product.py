"""MobileViTv2 attention variant with a separate 1x1 conv for the score column and one for keys and values, split evenly by `F.split(kv, num_outputs=2, axis=1)`: `k * v` is the product of two outputs of the same split (equal shapes), the score column applied by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 16)]


class SplitKV(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.score = nn.Conv2D(1, 1, in_channels=dim)
        self.kv = nn.Conv2D(2 * dim, 1, in_channels=dim)

    def hybrid_forward(self, F, x):
        k, v = F.split(self.kv(x), num_outputs=2, axis=1)
        gated = k * F.sigmoid(v)
        scores = F.softmax(self.score(x), axis=-1)
        return F.sum(F.broadcast_mul(gated, scores), axis=-1)


Net = SplitKV
