"""Heatmap peak NMS (CenterNet style): the heatmap compared with its 3x3 max-pool by a plain `==` (same shapes) and multiplied back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class HeatmapNMS(HybridBlock):
    def __init__(self, num_joints=5, **kwargs):
        super(HeatmapNMS, self).__init__(**kwargs)
        with self.name_scope():
            self.heat = nn.Conv2D(num_joints, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, img):
        heat = F.sigmoid(self.heat(img))
        hmax = F.Pooling(heat, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type="max")
        keep = heat == hmax
        return heat * keep


Net = HeatmapNMS
