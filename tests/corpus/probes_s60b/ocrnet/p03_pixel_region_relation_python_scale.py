"""OCRNet pixel-region relation: pixel queries (N, HW, Ck) from a 1x1 conv, region keys and values (N, K, Ck) from Dense layers (flatten=False), similarity scaled by the python `self._key_channels ** -0.5`, softmax over regions, then the context back to (N, Ck, H, W) by `reshape_like` against the query map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 5), (2, 3, 8)]


class ObjectAttention(HybridBlock):
    def __init__(self, channels=8, key_channels=6, **kwargs):
        super().__init__(**kwargs)
        self._key_channels = key_channels
        with self.name_scope():
            self.query = nn.Conv2D(key_channels, 1, in_channels=channels)
            self.key = nn.Dense(key_channels, flatten=False, in_units=channels)
            self.value = nn.Dense(key_channels, flatten=False, in_units=channels)

    def hybrid_forward(self, F, feats, regions):
        qmap = self.query(feats)
        q = F.transpose(qmap.reshape((0, 0, -1)), axes=(0, 2, 1))
        sim = F.batch_dot(q, self.key(regions), transpose_b=True) * (self._key_channels ** -0.5)
        ctx = F.batch_dot(F.softmax(sim, axis=-1), self.value(regions))
        return F.reshape_like(F.transpose(ctx, axes=(0, 2, 1)), qmap)


Net = ObjectAttention
