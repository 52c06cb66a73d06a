"""VAE decoder: latent projected to a small map, upsampled to the encoder's skip resolution, logits cropped with a stepped slice."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, latent=4, channels=3, base=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._channels = channels
        self._base = base
        with self.name_scope():
            self.fc = nn.Dense(channels * base * base, in_units=latent)
            self.out = nn.Conv2D(channels, 3, padding=1, in_channels=2 * channels)

    def hybrid_forward(self, F, z, skip):
        h = self.fc(z).reshape((z.shape[0], self._channels, self._base, self._base))
        h = F.contrib.BilinearResize2D(h, height=skip.shape[2], width=skip.shape[3])
        return self.out(F.concat(h, skip, dim=1))[:, :, ::2, ::2]
