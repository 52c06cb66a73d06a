"""Autoencoder detector that flags samples with the element-wise comparison `err > self.threshold` (a python float from the constructor), giving a 0/1 tensor next to the scores."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 12)]


class Net(HybridBlock):
    def __init__(self, in_units=12, latent=4, threshold=0.5, **kwargs):
        super().__init__(**kwargs)
        self.threshold = threshold
        with self.name_scope():
            self.enc = nn.Dense(latent, activation="tanh", in_units=in_units)
            self.dec = nn.Dense(in_units, in_units=latent)

    def hybrid_forward(self, F, x):
        err = F.mean(F.square(x - self.dec(self.enc(x))), axis=1)
        return err, err > self.threshold
