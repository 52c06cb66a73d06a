"""ViLBERT image pooling by a masked mean: `(img * mask3).sum(axis=1) / mask.sum(axis=1, keepdims=True)` -- the (N, d) sum over the (N, 1) count by a plain `/` (shapes that differ)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8), (2, 3)]


class MaskedRegionMean(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(MaskedRegionMean, self).__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.Dense(units, activation="tanh", in_units=units)

    def hybrid_forward(self, F, img, img_mask):
        mask = (img_mask > -0.5) + 1e-3
        summed = F.broadcast_mul(img, mask.expand_dims(-1)).sum(axis=1)
        return self.pool(summed / mask.sum(axis=1, keepdims=True))


Net = MaskedRegionMean
