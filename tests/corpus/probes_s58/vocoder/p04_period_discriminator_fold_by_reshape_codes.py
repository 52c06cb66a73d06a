"""HiFi-GAN multi-period discriminator: (N, 1, T) audio (T divisible by the period) folded into (N, 1, T/p, p) by the reshape code `(0, 0, -4, -1, self.period)`, Conv2D with (k, 1) kernels, flattened by `F.flatten`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 24)]


class PeriodDiscriminator(HybridBlock):
    def __init__(self, period=3, **kwargs):
        super(PeriodDiscriminator, self).__init__(**kwargs)
        self.period = period
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for c in (4, 8):
                self.convs.add(nn.Conv2D(c, (5, 1), strides=(2, 1), padding=(2, 0)))
            self.post = nn.Conv2D(1, (3, 1), padding=(1, 0))

    def hybrid_forward(self, F, x):
        fmap = []
        x = x.reshape((0, 0, -4, -1, self.period))
        for conv in self.convs:
            x = F.LeakyReLU(conv(x), slope=0.1)
            fmap.append(x)
        return F.flatten(self.post(x)), fmap[-1]


Net = PeriodDiscriminator
