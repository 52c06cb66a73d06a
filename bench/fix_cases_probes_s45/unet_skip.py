"""U-Net decoder step: upsample, pad-free fusion with the encoder map resized to the upsampled size."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3), (2, 2, 7, 7)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, skip_channels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.up = nn.Conv2DTranspose(skip_channels, 2, strides=2, in_channels=channels)
            self.fuse = nn.Conv2D(skip_channels, 3, padding=1, in_channels=2 * skip_channels)

    def hybrid_forward(self, F, x, skip):
        up = self.up(x)
        skip = F.contrib.BilinearResize2D(skip, height=up.shape[2], width=up.shape[3])
        return F.relu(self.fuse(F.concat(up, skip, dim=1)))
