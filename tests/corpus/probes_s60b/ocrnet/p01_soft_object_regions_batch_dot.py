"""OCRNet soft object regions: an auxiliary 1x1 head gives (N, K, H, W) region logits, flattened by `reshape((0, 0, -1))`, softmax over pixels, and `batch_dot` with the flattened features (transpose_b) gives (N, K, C) region representations."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5, 6)]


class SpatialGather(HybridBlock):
    def __init__(self, channels=8, num_regions=4, scale=1.0, **kwargs):
        super().__init__(**kwargs)
        self._scale = scale
        with self.name_scope():
            self.aux = nn.Conv2D(num_regions, 1, in_channels=channels)

    def hybrid_forward(self, F, feats):
        probs = self.aux(feats).reshape((0, 0, -1))
        probs = F.softmax(self._scale * probs, axis=2)
        flat = feats.reshape((0, 0, -1))
        return F.batch_dot(probs, flat, transpose_b=True)


Net = SpatialGather
