"""GhostNetV2 DFC attention: the input average-pooled by 2, horizontal (1, 5) and vertical (5, 1)
depthwise convs, sigmoid, nearest `UpSampling(scale=2)` back to the ghost map's size; the gate and
the ghost output have equal shapes and are multiplied with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class GhostV2(HybridBlock):
    def __init__(self, oup=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.primary = nn.Conv2D(oup // 2, 1, activation="relu")
            self.cheap = nn.Conv2D(oup // 2, 3, padding=1, groups=oup // 2, in_channels=oup // 2)
            self.short = nn.HybridSequential()
            self.short.add(nn.Conv2D(oup, 1),
                           nn.Conv2D(oup, (1, 5), padding=(0, 2), groups=oup, in_channels=oup),
                           nn.Conv2D(oup, (5, 1), padding=(2, 0), groups=oup, in_channels=oup))

    def hybrid_forward(self, F, x):
        res = self.short(F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type="avg"))
        x1 = self.primary(x)
        out = F.concat(x1, self.cheap(x1), dim=1)
        gate = F.UpSampling(F.sigmoid(res), scale=2, sample_type="nearest")
        return out * gate


Net = GhostV2
