"""U-Net (the original, unpadded) skip connections: the encoder map center-cropped to the decoder's size by offsets `(H - h) // 2` from both shapes, then concatenated on channels."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 12, 12)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv2D(4, 3, in_channels=3)
            self.pool = nn.MaxPool2D(2)
            self.mid = nn.Conv2D(4, 3, in_channels=4)
            self.up = nn.Conv2DTranspose(4, 2, strides=2, in_channels=4)
            self.dec = nn.Conv2D(2, 1, in_channels=8)

    def crop(self, skip, x):
        _, _, h, w = x.shape
        _, _, H, W = skip.shape
        dh, dw = (H - h) // 2, (W - w) // 2
        return skip[:, :, dh:dh + h, dw:dw + w]

    def hybrid_forward(self, F, x):
        e = F.relu(self.enc(x))
        m = F.relu(self.mid(self.pool(e)))
        u = self.up(m)
        return self.dec(F.concat(self.crop(e, u), u, dim=1))
