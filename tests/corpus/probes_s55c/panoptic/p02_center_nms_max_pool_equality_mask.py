"""Center-point NMS: the heatmap compared with its 3x3 max-pool (`heat == pooled`) and the mask times a python threshold test kept as float peaks."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class CenterNMS(HybridBlock):
    def __init__(self, threshold=0.1, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self.threshold, self.kernel = threshold, kernel
        with self.name_scope():
            self.center = nn.Conv2D(1, 3, padding=1)

    def hybrid_forward(self, F, feat):
        heat = F.sigmoid(self.center(feat))
        pad = (self.kernel - 1) // 2
        pooled = F.Pooling(heat, kernel=(self.kernel, self.kernel), stride=(1, 1), pad=(pad, pad), pool_type="max")
        keep = (heat == pooled) * (heat > self.threshold)
        return heat * keep


Net = CenterNMS
