"""PointRend coarse head: a 1x1 conv predicting per-class coarse mask logits on the (N, C, 4, 4) RoI features, upsampled to the configured output side by `BilinearResize2D` with python sizes, and a sigmoid."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class CoarseMaskHead(HybridBlock):
    def __init__(self, channels=8, num_classes=3, out_size=8, **kwargs):
        super(CoarseMaskHead, self).__init__(**kwargs)
        self._out = out_size
        with self.name_scope():
            self.reduce = nn.Conv2D(channels, 3, padding=1, in_channels=channels, activation="relu")
            self.predictor = nn.Conv2D(num_classes, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        coarse = self.predictor(self.reduce(x))
        fine = F.contrib.BilinearResize2D(coarse, height=self._out, width=self._out)
        return F.sigmoid(fine)


Net = CoarseMaskHead
