"""Heat map whose first row is suppressed by item assignment `heat[:, :, 0, :] = 0` before the NMS max pool."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class HeatmapNMS(HybridBlock):
    def __init__(self, **kwargs):
        super(HeatmapNMS, self).__init__(**kwargs)
        with self.name_scope():
            self.heat = nn.Conv2D(2, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.heat(x))
        heat[:, :, 0, :] = 0
        hmax = F.Pooling(heat, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type="max")
        return heat * (hmax == heat)


Net = HeatmapNMS
