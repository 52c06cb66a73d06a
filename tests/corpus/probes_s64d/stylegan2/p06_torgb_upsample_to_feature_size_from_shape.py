"""StyleGAN2 skip generator upsampling the RGB image to the current features' size read from them: `F.contrib.BilinearResize2D(img, height=x.shape[2], width=x.shape[3])`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class SkipResizeFromShape(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.torgb0 = nn.Conv2D(3, 1)
            self.block = nn.Conv2DTranspose(channels, 2, strides=2)
            self.torgb1 = nn.Conv2D(3, 1)

    def hybrid_forward(self, F, x):
        img = self.torgb0(x)
        x = self.block(x)
        img = F.contrib.BilinearResize2D(img, height=x.shape[2], width=x.shape[3])
        return img + self.torgb1(x)


Net = SkipResizeFromShape
