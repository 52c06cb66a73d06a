"""OCRNet projecting each image's regions in a python loop `for r in regions:` over the (N, K, C) tensor and stacking the results: eagerly one item a batch row, on the traced symbol one item (the symbol itself) -- silently another shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class PerImageRegions(HybridBlock):
    def __init__(self, channels=6, num_regions=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.aux = nn.Conv2D(num_regions, 1, in_channels=channels)
            self.proj = nn.Dense(4, flatten=False, in_units=channels)

    def hybrid_forward(self, F, feats):
        probs = F.softmax(self.aux(feats).reshape((0, 0, -1)), axis=2)
        regions = F.batch_dot(probs, feats.reshape((0, 0, -1)), transpose_b=True)
        return F.stack(*[self.proj(r) for r in regions], axis=0)


Net = PerImageRegions
