"""DGCNN segmentation head: the global feature by `max` over points with `keepdims`, broadcast back over points by `broadcast_like(lhs_axes=(2,), rhs_axes=(2,))`, concatenated with the per-point features, 1x1 Conv1D classifier."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 9)]


class SegHead(HybridBlock):
    def __init__(self, channels=5, emb=6, classes=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Conv1D(emb, 1, in_channels=channels, activation="relu")
            self.cls = nn.Conv1D(classes, 1, in_channels=emb + channels)

    def hybrid_forward(self, F, feat):
        g = F.max(self.embed(feat), axis=-1, keepdims=True)
        g = F.broadcast_like(g, feat, lhs_axes=(2,), rhs_axes=(2,))
        return self.cls(F.concat(feat, g, dim=1))


Net = SegHead
