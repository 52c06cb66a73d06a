"""CenterNet heatmap head: sigmoid of a 1x1 conv, peaks kept where the 3x3 max-pool equals the heatmap (`hmax == heat` of equal shapes), suppressed elsewhere."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class HeatmapPeaks(HybridBlock):
    def __init__(self, num_classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.HybridSequential()
            self.head.add(nn.Conv2D(8, 3, padding=1, activation="relu", in_channels=4),
                          nn.Conv2D(num_classes, 1, in_channels=8))

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.head(x))
        hmax = F.Pooling(heat, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type="max")
        keep = hmax == heat
        return heat * keep


Net = HeatmapPeaks
