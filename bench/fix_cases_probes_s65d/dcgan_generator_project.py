"""DCGAN/WGAN generator: the noise normalised to the unit sphere (`z / z.norm(axis=1, keepdims=True)`, a plain
`/` of (B, nz) and (B, 1)), projected by a Dense and reshaped to a 4x4 map with `len(z)` as the batch,
batch norm + ReLU, two stride-2 transposed convs to the image with tanh, and a centre crop to `self.out_size`
computed from `img.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 8)]


class Net(nn.HybridBlock):
    def __init__(self, nz=8, ngf=4, nc=3, out_size=14, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ngf = ngf
        self.out_size = out_size
        with self.name_scope():
            self.project = nn.Dense(ngf * 4 * 4 * 4, in_units=nz)
            self.bn0 = nn.BatchNorm(in_channels=ngf * 4)
            self.up1 = nn.Conv2DTranspose(ngf * 2, 4, 2, 1, in_channels=ngf * 4)
            self.up2 = nn.Conv2DTranspose(nc, 4, 2, 1, in_channels=ngf * 2)

    def hybrid_forward(self, F, z):
        z = z / z.norm(axis=1, keepdims=True)
        x = self.project(z).reshape((len(z), self.ngf * 4, 4, 4))
        x = F.relu(self.bn0(x))
        x = F.relu(self.up1(x))
        img = F.tanh(self.up2(x))
        off = (img.shape[2] - self.out_size) // 2
        return img[:, :, off:off + self.out_size, off:off + self.out_size]
