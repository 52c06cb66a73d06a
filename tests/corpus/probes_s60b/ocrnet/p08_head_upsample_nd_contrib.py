"""OCRNet head upsampling through the imported `nd` namespace -- `nd.contrib.BilinearResize2D(...)` -- instead of `F`, inside `hybrid_forward`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class NdUpsampleHead(HybridBlock):
    def __init__(self, channels=6, num_classes=5, crop_size=16, **kwargs):
        super().__init__(**kwargs)
        self._crop = crop_size
        with self.name_scope():
            self.cls = nn.Conv2D(num_classes, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        logits = self.cls(x)
        return nd.contrib.BilinearResize2D(logits, height=self._crop, width=self._crop)


Net = NdUpsampleHead
