"""Autoencoder detector that labels samples with a python comprehension over the per-sample errors, `[1.0 if e > self.threshold else 0.0 for e in err]`, as one would over a numpy vector."""
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
        flags = [1.0 if e > self.threshold else 0.0 for e in err]
        return err, F.stack(*[F.ones_like(err) * f for f in flags], axis=0)
