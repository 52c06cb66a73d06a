"""U-Net decoder step: upsample, crop to the skip connection, concatenate."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3, 3), (2, 4, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.up = nn.Conv2DTranspose(4, kernel_size=2, strides=2)
            self.conv = nn.Conv2D(4, 3, padding=1)

    def hybrid_forward(self, F, x, skip):
        up = self.up(x)
        up = up[:, :, :skip.shape[2], :skip.shape[3]]
        return self.conv(F.concat(up, skip, dim=1))
