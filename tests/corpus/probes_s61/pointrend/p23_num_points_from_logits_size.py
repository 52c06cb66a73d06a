"""PointRend training-time point count as a fraction of the cells, `k = int(self.ratio * logits.size // logits.shape[0])` -- `.size` of the (N, H*W) uncertainty map -- then `topk` of that many points."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class RatioPoints(HybridBlock):
    def __init__(self, channels=8, ratio=0.25, **kwargs):
        super(RatioPoints, self).__init__(**kwargs)
        self.ratio = ratio
        with self.name_scope():
            self.mask = nn.Conv2D(1, 1, in_channels=channels)

    def hybrid_forward(self, F, feats):
        logits = self.mask(feats).reshape((0, -1))
        k = int(self.ratio * logits.size) // 2
        return F.topk(-F.abs(logits), axis=1, k=k, ret_typ="value")


Net = RatioPoints
