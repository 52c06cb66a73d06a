"""MobileViTv2 score column times its own softmax over the patches, `q * F.softmax(q, axis=-1)` -- both (N, 1, P, Np) -- summed to a (N, 1, P, 1) context weight that is applied by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 16)]


class SelfWeightedScore(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.q = nn.Conv2D(1, 1, in_channels=dim)
        self.v = nn.Conv2D(dim, 1, in_channels=dim)

    def hybrid_forward(self, F, x):
        q = self.q(x)
        ctx = F.sum(q * F.softmax(q, axis=-1), axis=-1, keepdims=True)
        return F.broadcast_mul(self.v(x), F.sigmoid(ctx))


Net = SelfWeightedScore
