"""MetNet-2 style lead-time FiLM: a Dense maps the lead-time vector to per-channel scales reshaped to
(B, C, 1, 1), and the features are modulated by `feats * scale`, a plain `*` of (B, C, H, W) and (B, C, 1, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4), (2, 4)]


class PlainFiLM(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.to_scale = nn.Dense(channels)
            self.conv = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, feats, lead):
        scale = self.to_scale(lead).reshape((0, 0, 1, 1))
        return self.conv(feats * scale)


Net = PlainFiLM
