"""GhostNetV2 DFC attention with the gate resized to the ghost map by
`BilinearResize2D(height=out.shape[-2], width=out.shape[-1])` (the reference's `F.interpolate(size=...)`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class GhostV2(HybridBlock):
    def __init__(self, oup=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.primary = nn.Conv2D(oup, 1, activation="relu")
            self.short = nn.Conv2D(oup, (1, 5), padding=(0, 2))

    def hybrid_forward(self, F, x):
        res = self.short(F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type="avg"))
        out = self.primary(x)
        gate = F.contrib.BilinearResize2D(F.sigmoid(res), height=out.shape[-2], width=out.shape[-1])
        return out * gate


Net = GhostV2
