"""OCRNet head resizing the fused map to the image by `F.contrib.BilinearResize2D(out, like=img, mode="like")` and scaling the relation by `float(self._key_channels) ** -0.5`; `F.broadcast_like` gives the regions a batch-shaped prior."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4), (2, 3, 8, 8)]


class ResizedOCRHead(HybridBlock):
    def __init__(self, channels=6, num_regions=3, key_channels=4, **kwargs):
        super().__init__(**kwargs)
        self._key_channels = key_channels
        with self.name_scope():
            self.aux = nn.Conv2D(num_regions, 1, in_channels=channels)
            self.query = nn.Conv2D(key_channels, 1, in_channels=channels)
            self.key = nn.Dense(key_channels, flatten=False, in_units=channels)
            self.prior = self.params.get("prior", shape=(1, num_regions, channels), init="zeros")

    def hybrid_forward(self, F, feats, img, prior):
        flat = feats.reshape((0, 0, -1))
        probs = F.softmax(self.aux(feats).reshape((0, 0, -1)), axis=2)
        regions = F.batch_dot(probs, flat, transpose_b=True) + F.broadcast_like(prior, probs, lhs_axes=(0,), rhs_axes=(0,))
        q = F.transpose(self.query(feats).reshape((0, 0, -1)), axes=(0, 2, 1))
        sim = F.batch_dot(q, self.key(regions), transpose_b=True) * float(self._key_channels) ** -0.5
        ctx = F.batch_dot(F.softmax(sim, axis=-1), regions)
        out = F.reshape_like(F.transpose(ctx, axes=(0, 2, 1)), feats)
        return F.contrib.BilinearResize2D(out, like=img, mode="like")


Net = ResizedOCRHead
