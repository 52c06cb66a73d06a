"""U-Net (milesial's Up block) padding the upsampled map to the skip: `diffY = skip.shape[2] - x.shape[2]`, `diffX` likewise, F.pad by halves of the differences, then concat."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 9, 7)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv2D(3, 3, padding=1, in_channels=2)
            self.pool = nn.MaxPool2D(2)
            self.up = nn.Conv2DTranspose(3, 2, strides=2, in_channels=3)
            self.dec = nn.Conv2D(2, 1, in_channels=6)

    def hybrid_forward(self, F, x):
        skip = F.relu(self.enc(x))
        u = self.up(self.pool(skip))
        dy = skip.shape[2] - u.shape[2]
        dx = skip.shape[3] - u.shape[3]
        u = F.pad(u, mode='constant', pad_width=(0, 0, 0, 0, dy // 2, dy - dy // 2, dx // 2, dx - dx // 2))
        return self.dec(F.concat(skip, u, dim=1))
