"""OCRNet segmentation head: fused features to class logits by a 1x1 conv, upsampled to the configured crop size by `F.contrib.BilinearResize2D(height=..., width=...)` with python sizes from `__init__`, and the auxiliary logits returned alongside."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class OCRHead(HybridBlock):
    def __init__(self, channels=6, num_classes=5, crop_size=16, **kwargs):
        super().__init__(**kwargs)
        self._crop = crop_size
        with self.name_scope():
            self.cls = nn.Conv2D(num_classes, 1, in_channels=channels)
            self.aux = nn.Conv2D(num_classes, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        out = F.contrib.BilinearResize2D(self.cls(x), height=self._crop, width=self._crop)
        aux = F.contrib.BilinearResize2D(self.aux(x), height=self._crop, width=self._crop)
        return out, aux


Net = OCRHead
