"""Autoencoder anomaly scorer: encoder and decoder Dense stacks, the score of each sample its mean squared reconstruction error `F.mean(F.square(x - recon), axis=1)`; returns reconstructions and scores."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 12)]


class Net(HybridBlock):
    def __init__(self, in_units=12, latent=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = nn.HybridSequential()
            self.encoder.add(nn.Dense(hidden, activation="relu", in_units=in_units), nn.Dense(latent, in_units=hidden))
            self.decoder = nn.HybridSequential()
            self.decoder.add(nn.Dense(hidden, activation="relu", in_units=latent), nn.Dense(in_units, in_units=hidden))

    def hybrid_forward(self, F, x):
        recon = self.decoder(self.encoder(x))
        return recon, F.mean(F.square(x - recon), axis=1)
