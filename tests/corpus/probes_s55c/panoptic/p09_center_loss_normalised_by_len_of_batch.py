"""Center-heatmap MSE loss averaged over the batch as `F.sum(err) / len(heat)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6), (2, 1, 6, 6)]


class CenterLoss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.center = nn.Conv2D(1, 3, padding=1)

    def hybrid_forward(self, F, feat, target):
        heat = F.sigmoid(self.center(feat))
        err = F.square(heat - F.sigmoid(target))
        return F.sum(err) / len(heat)


Net = CenterLoss
