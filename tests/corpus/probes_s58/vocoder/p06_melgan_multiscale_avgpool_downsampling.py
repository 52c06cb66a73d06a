"""MelGAN multi-scale discriminator: the same audio judged at three scales, each next one made by `F.Pooling(pool_type="avg", kernel=(4,), stride=(2,), pad=(1,), count_include_pad=False)`, scores gathered in a python list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 32)]


class ScaleDiscriminator(HybridBlock):
    def __init__(self, **kwargs):
        super(ScaleDiscriminator, self).__init__(**kwargs)
        with self.name_scope():
            self.c1 = nn.Conv1D(4, 15, padding=7, in_channels=1)
            self.c2 = nn.Conv1D(8, 41, strides=4, padding=20, groups=4, in_channels=4)
            self.out = nn.Conv1D(1, 3, padding=1, in_channels=8)

    def hybrid_forward(self, F, x):
        x = F.LeakyReLU(self.c1(x), slope=0.2)
        x = F.LeakyReLU(self.c2(x), slope=0.2)
        return self.out(x)


class MultiScale(HybridBlock):
    def __init__(self, scales=3, **kwargs):
        super(MultiScale, self).__init__(**kwargs)
        with self.name_scope():
            self.discs = nn.HybridSequential()
            for _ in range(scales):
                self.discs.add(ScaleDiscriminator())

    def hybrid_forward(self, F, x):
        scores = []
        for i, d in enumerate(self.discs):
            if i > 0:
                x = F.Pooling(x, pool_type="avg", kernel=(4,), stride=(2,), pad=(1,), count_include_pad=False)
            scores.append(F.flatten(d(x)))
        return F.concat(*scores, dim=1)


Net = MultiScale
