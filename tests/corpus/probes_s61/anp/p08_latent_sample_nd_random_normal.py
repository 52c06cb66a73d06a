"""ANP latent path drawing its reparameterisation noise with `mx.nd.random.normal(shape=(batch, z_dim))` for the configured batch, multiplied into sigma inside `hybrid_forward`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 1), (2, 5, 1)]


class NdNoiseLatent(HybridBlock):
    def __init__(self, x_dim=1, y_dim=1, units=8, z_dim=4, batch_size=2, **kwargs):
        super(NdNoiseLatent, self).__init__(**kwargs)
        self._shape = (batch_size, z_dim)
        with self.name_scope():
            self.encoder = nn.Dense(units, flatten=False, in_units=x_dim + y_dim, activation="relu")
            self.stats = nn.Dense(2 * z_dim, in_units=units)

    def hybrid_forward(self, F, x_context, y_context):
        s = self.encoder(F.concat(x_context, y_context, dim=-1)).mean(axis=1)
        mu, raw = F.split(self.stats(s), num_outputs=2, axis=-1)
        sigma = 0.1 + 0.9 * F.sigmoid(raw)
        return mu + sigma * mx.nd.random.normal(shape=self._shape)


Net = NdNoiseLatent
