"""Panoptic-DeepLab heads on a shared decoder feature: semantic logits, a sigmoid center heatmap and a two-channel center offset, returned as a tuple."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8, 8)]


class PanopticHeads(HybridBlock):
    def __init__(self, num_classes=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.decoder = nn.HybridSequential()
            self.decoder.add(nn.Conv2D(8, 3, padding=1), nn.BatchNorm(), nn.Activation("relu"))
            self.semantic = nn.Conv2D(num_classes, 1)
            self.center = nn.Conv2D(1, 1)
            self.offset = nn.Conv2D(2, 1)

    def hybrid_forward(self, F, feat):
        x = self.decoder(feat)
        return self.semantic(x), F.sigmoid(self.center(x)), self.offset(x)


Net = PanopticHeads
