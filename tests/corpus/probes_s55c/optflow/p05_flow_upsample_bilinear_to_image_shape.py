"""Coarse flow upsampled to the image by `BilinearResize2D(height=img.shape[2], width=img.shape[3])` and scaled by the resize factor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class FlowUpsampler(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.coarse = nn.Conv2D(2, 3, strides=2, padding=1)

    def hybrid_forward(self, F, img):
        flow = self.coarse(img)
        up = F.contrib.BilinearResize2D(flow, height=img.shape[2], width=img.shape[3])
        return up * 2.0


Net = FlowUpsampler
