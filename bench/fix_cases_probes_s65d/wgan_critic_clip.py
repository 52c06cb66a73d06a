"""WGAN critic on the DCGAN architecture (strided 4x4 convs with LeakyReLU, no batch norm, a final 4x4 conv to
one score), the gradient penalty of WGAN-GP replaced by weight clipping: the final conv's weight read by
`.data()` and clipped to [-c, c] in forward, applied by `F.Convolution`; the Wasserstein losses of the critic
(`d_fake.mean() - d_real.mean()`) and of the generator, a drift penalty added only when its `.asscalar()`
exceeds a threshold."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 16, 16), (2, 3, 16, 16)]


class Net(nn.HybridBlock):
    def __init__(self, ndf=4, clip_value=0.05, drift=1e-3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.clip_value = clip_value
        self.drift = drift
        with self.name_scope():
            self.features = nn.HybridSequential()
            self.features.add(nn.Conv2D(ndf, 4, 2, 1, in_channels=3), nn.LeakyReLU(0.2),
                              nn.Conv2D(ndf * 2, 4, 2, 1, in_channels=ndf), nn.LeakyReLU(0.2))
            self.final = nn.Conv2D(1, 4, 1, 0, in_channels=ndf * 2, use_bias=False)

    def critic(self, F, x):
        h = self.features(x)
        w = F.clip(self.final.weight.data(), -self.clip_value, self.clip_value)
        score = F.Convolution(h, w, kernel=(4, 4), num_filter=1, no_bias=True)
        return score.reshape((-1,))

    def hybrid_forward(self, F, real, fake):
        d_real = self.critic(F, real)
        d_fake = self.critic(F, fake)
        loss_d = d_fake.mean() - d_real.mean()
        drift = (d_real ** 2).mean()
        if drift.asscalar() > self.drift:
            loss_d = loss_d + self.drift * drift
        loss_g = -d_fake.mean()
        return F.concat(loss_d, loss_g, dim=0), d_real
