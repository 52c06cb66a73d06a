"""CenterNet/CornerNet heatmap NMS: 3x3 max pooling with stride 1, peaks kept where the pooled map equals the heat map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class HeatmapNMS(HybridBlock):
    def __init__(self, num_classes=2, kernel=3, **kwargs):
        super(HeatmapNMS, self).__init__(**kwargs)
        self.pad = (kernel - 1) // 2
        self.kernel = kernel
        with self.name_scope():
            self.heat = nn.Conv2D(num_classes, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.heat(x))
        hmax = F.Pooling(heat, kernel=(self.kernel, self.kernel), stride=(1, 1),
                         pad=(self.pad, self.pad), pool_type="max")
        keep = hmax == heat
        return heat * keep


Net = HeatmapNMS
