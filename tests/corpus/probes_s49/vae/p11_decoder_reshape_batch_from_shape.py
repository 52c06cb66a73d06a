"""Convolutional VAE decoder: a Dense maps the latent to C*4*4 features, reshaped to (N, C, 4, 4) with the batch size read from `z.shape[0]`, then two transposed convolutions."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self, latent=3, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.channels = channels
        with self.name_scope():
            self.fc = nn.Dense(channels * 16, in_units=latent)
            self.up1 = nn.Conv2DTranspose(channels, 4, strides=2, padding=1, in_channels=channels)
            self.up2 = nn.Conv2DTranspose(1, 4, strides=2, padding=1, in_channels=channels)

    def hybrid_forward(self, F, z):
        h = self.fc(z).reshape((z.shape[0], self.channels, 4, 4))
        return F.sigmoid(self.up2(F.relu(self.up1(h))))
