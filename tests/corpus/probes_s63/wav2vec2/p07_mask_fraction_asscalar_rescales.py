"""wav2vec 2.0 masking that rescales the unmasked features by the fraction of masked steps read with `.asscalar()` (dropout-style compensation) -- a host read of a traced value."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6)]


class RescaledMask(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super(RescaledMask, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(channels, in_units=channels, flatten=False)

    def hybrid_forward(self, F, feats, scores):
        keep = (scores <= 0.5)
        frac = keep.mean().asscalar()
        x = self.proj(feats)
        return F.broadcast_mul(x, keep.expand_dims(-1)) / max(frac, 1e-3)


Net = RescaledMask
