"""Multi-scale input U-Net (M-Net): a half-size copy of the image by BilinearResize2D to `x.shape[2] // 2`, concatenated with the pooled first-level features, decoded by nearest upsampling and cropped to the skip's size before the concatenation."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc1 = nn.Conv2D(4, 3, padding=1, in_channels=3, activation='relu')
            self.enc2 = nn.Conv2D(4, 3, padding=1, in_channels=7, activation='relu')
            self.dec = nn.Conv2D(1, 3, padding=1, in_channels=8)

    def hybrid_forward(self, F, x):
        half = F.contrib.BilinearResize2D(x, height=x.shape[2] // 2, width=x.shape[3] // 2)
        s1 = self.enc1(x)
        d1 = F.Pooling(s1, kernel=(2, 2), stride=(2, 2), pool_type='max')
        s2 = self.enc2(F.concat(d1, half, dim=1))
        up = F.UpSampling(s2, scale=2, sample_type='nearest')
        up = up[:, :, :s1.shape[2], :s1.shape[3]]
        return F.sigmoid(self.dec(F.concat(up, s1, dim=1)))
