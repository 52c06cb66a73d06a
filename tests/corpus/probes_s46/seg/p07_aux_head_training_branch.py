"""Segmentation head with an auxiliary FCN head on a mid-level feature, returned too only under `autograd.is_training()` (not recording here)."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class SegNet(HybridBlock):
    def __init__(self, num_classes=5, aux=True, **kwargs):
        super().__init__(**kwargs)
        self._aux = aux
        with self.name_scope():
            self.stem = nn.Conv2D(8, 3, strides=2, padding=1, activation="relu", in_channels=3)
            self.mid = nn.Conv2D(8, 3, strides=2, padding=1, activation="relu", in_channels=8)
            self.head = nn.Conv2D(num_classes, 1, in_channels=8)
            self.aux_head = nn.Conv2D(num_classes, 1, in_channels=8)

    def hybrid_forward(self, F, img):
        c1 = self.stem(img)
        c2 = self.mid(c1)
        out = F.contrib.BilinearResize2D(self.head(c2), like=img, mode="like")
        if self._aux and autograd.is_training():
            aux = F.contrib.BilinearResize2D(self.aux_head(c1), like=img, mode="like")
            return out, aux
        return out


class Net(SegNet):
    pass
