"""pix2pixHD multi-scale discriminator: `num_D` PatchGAN children in a python list, the input downsampled between scales by `F.Pooling(kernel=(3, 3), stride=(2, 2), pad=(1, 1), pool_type="avg", count_include_pad=False)`; one prediction map per scale returned as a list."""
from mxnet.gluon import HybridBlock, nn


class PatchD(HybridBlock):
    def __init__(self, in_ch=4, ndf=4, **kwargs):
        super(PatchD, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(ndf, 4, strides=2, padding=1, in_channels=in_ch), nn.LeakyReLU(0.2),
                          nn.Conv2D(1, 3, padding=1, in_channels=ndf))

    def hybrid_forward(self, F, x):
        return self.body(x)


INPUTS = [(2, 4, 16, 16)]


class MultiscaleDiscriminator(HybridBlock):
    def __init__(self, num_D=3, **kwargs):
        super(MultiscaleDiscriminator, self).__init__(**kwargs)
        self._n = num_D
        with self.name_scope():
            self.ds = nn.HybridSequential()
            for _ in range(num_D):
                self.ds.add(PatchD())

    def hybrid_forward(self, F, x):
        out = []
        for i in range(self._n):
            out.append(self.ds[i](x))
            if i != self._n - 1:
                x = F.Pooling(x, kernel=(3, 3), stride=(2, 2), pad=(1, 1), pool_type="avg",
                              count_include_pad=False)
        return out


Net = MultiscaleDiscriminator
