"""HiFi-GAN generator: pre Conv1D on mels, a python loop of LeakyReLU + Conv1DTranspose upsamplers (kernel 2u, stride u, padding u // 2), post conv and tanh."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5)]


class HiFiGenerator(HybridBlock):
    def __init__(self, mels=8, channels=8, rates=(4, 2), **kwargs):
        super(HiFiGenerator, self).__init__(**kwargs)
        with self.name_scope():
            self.pre = nn.Conv1D(channels, 7, padding=3, in_channels=mels)
            self.ups = nn.HybridSequential()
            c = channels
            for u in rates:
                self.ups.add(nn.Conv1DTranspose(c // 2, 2 * u, strides=u, padding=u // 2, in_channels=c))
                c //= 2
            self.post = nn.Conv1D(1, 7, padding=3, in_channels=c)

    def hybrid_forward(self, F, mel):
        x = self.pre(mel)
        for up in self.ups:
            x = up(F.LeakyReLU(x, slope=0.1))
        return F.tanh(self.post(F.LeakyReLU(x, slope=0.01)))


Net = HiFiGenerator
