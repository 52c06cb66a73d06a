"""CenterNet heatmap head checking the channel count only when run imperatively: `if F is nd: assert heat.shape[1] == self._num_classes`, the traced graph never reads `.shape`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class CheckedHeatmap(HybridBlock):
    def __init__(self, num_classes=3, **kwargs):
        super().__init__(**kwargs)
        self._num_classes = num_classes
        with self.name_scope():
            self.conv = nn.Conv2D(num_classes, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.conv(x))
        if F is nd:
            assert heat.shape[1] == self._num_classes, heat.shape
        hmax = F.Pooling(heat, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type="max")
        return heat * (hmax == heat)


Net = CheckedHeatmap
