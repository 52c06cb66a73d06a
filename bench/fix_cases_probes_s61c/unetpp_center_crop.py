"""A UNet decoder node with unpadded convs: the skip is centre-cropped to the upsampled map by
`dh = (skip.shape[2] - up.shape[2]) // 2` and `skip[:, :, dh:dh + up.shape[2], dw:dw + up.shape[3]]`
before the concatenation."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 10, 10)]


class Net(nn.HybridBlock):
    def __init__(self, f=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv2D(f, 3, in_channels=2, activation='relu')
            self.deep = nn.Conv2D(f, 3, in_channels=f, activation='relu')
            self.dec = nn.Conv2D(f, 3, in_channels=2 * f)

    def hybrid_forward(self, F, x):
        skip = self.enc(x)
        deep = self.deep(F.Pooling(skip, kernel=(2, 2), stride=(2, 2), pool_type='max'))
        up = F.UpSampling(deep, scale=2, sample_type='nearest')
        dh = (skip.shape[2] - up.shape[2]) // 2
        dw = (skip.shape[3] - up.shape[3]) // 2
        skip = skip[:, :, dh:dh + up.shape[2], dw:dw + up.shape[3]]
        return self.dec(F.concat(skip, up, dim=1))
