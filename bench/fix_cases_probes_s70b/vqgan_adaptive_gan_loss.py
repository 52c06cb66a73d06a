"""VQGAN's generator loss (taming's VQLPIPSWithDiscriminator, generator step, ported): the patch
discriminator (strided convs, LeakyReLU, a 1-channel map) on the reconstruction, the GAN loss
`-mean(logits_fake)`, the adaptive weight `||grad nll|| / (||grad g|| + 1e-4)` from the two gradient
tensors the trainer hands in, clipped and detached by `.asscalar()` to a python float, and
`disc_factor` applied only after the discriminator's start step (`adopt_weight`)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8), (6, 3), (6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, ndf=4, disc_start=0, global_step=10, disc_weight=0.8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.disc_start = disc_start
        self.global_step = global_step
        self.disc_weight = disc_weight
        with self.name_scope():
            self.disc = nn.HybridSequential()
            self.disc.add(nn.Conv2D(ndf, 4, strides=2, padding=1, in_channels=3), nn.LeakyReLU(0.2),
                          nn.Conv2D(2 * ndf, 4, strides=2, padding=1, in_channels=ndf), nn.LeakyReLU(0.2),
                          nn.Conv2D(1, 3, padding=1, in_channels=2 * ndf))

    def hybrid_forward(self, F, inputs, reconstructions, nll_grads, g_grads):
        rec_loss = F.abs(inputs - reconstructions)
        nll_loss = F.mean(rec_loss)
        logits_fake = self.disc(reconstructions)
        g_loss = -F.mean(logits_fake)
        d_weight = F.norm(nll_grads) / (F.norm(g_grads) + 1e-4)
        d_weight = min(max(d_weight.asscalar(), 0.0), 1e4) * self.disc_weight
        disc_factor = 1.0 if self.global_step >= self.disc_start else 0.0
        return nll_loss + d_weight * disc_factor * g_loss
