"""ANP latent path: per-context MLP encodings mean-pooled over the set (`mean(axis=1)`), a Dense giving (mu, raw sigma) split by `F.split`, sigma = 0.1 + 0.9 * sigmoid, and the reparameterised sample `mu + sigma * eps` with the standard-normal eps passed in (equal (N, z) shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 1), (2, 5, 1), (2, 4)]


class LatentPath(HybridBlock):
    def __init__(self, x_dim=1, y_dim=1, units=8, z_dim=4, **kwargs):
        super(LatentPath, self).__init__(**kwargs)
        with self.name_scope():
            self.encoder = nn.Dense(units, flatten=False, in_units=x_dim + y_dim, activation="relu")
            self.stats = nn.Dense(2 * z_dim, in_units=units)

    def hybrid_forward(self, F, x_context, y_context, eps):
        s = self.encoder(F.concat(x_context, y_context, dim=-1)).mean(axis=1)
        mu, raw = F.split(self.stats(s), num_outputs=2, axis=-1)
        sigma = 0.1 + 0.9 * F.sigmoid(raw)
        return mu + sigma * eps, mu, sigma


Net = LatentPath
