"""pix2pixHD feature-matching loss accumulated as in the PyTorch trainer, `loss_G_GAN_Feat += w * F.mean(F.abs(f - r))` over layers, starting from `F.zeros((1,))` -- `+=` on a Symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class InplaceFeatureMatching(HybridBlock):
    def __init__(self, ndf=4, n_layers=2, **kwargs):
        super(InplaceFeatureMatching, self).__init__(**kwargs)
        self._l = n_layers
        with self.name_scope():
            self.layers = nn.HybridSequential()
            ch = 3
            for _ in range(n_layers):
                self.layers.add(nn.Conv2D(ndf, 3, padding=1, in_channels=ch))
                ch = ndf

    def hybrid_forward(self, F, fake, real):
        loss = F.zeros((1,))
        for layer in self.layers:
            fake, real = layer(fake), layer(real)
            loss += 4.0 / (self._l + 1) * F.mean(F.abs(fake - F.stop_gradient(real)))
        return loss


Net = InplaceFeatureMatching
