"""ANP decoder conditioning by addition: the target embedding (N, T, d) plus the latent reshaped to (N, 1, d) by `expand_dims(1)`, with plain `+` as the PyTorch code broadcasts it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 7, 1)]


class AdditiveLatentDecoder(HybridBlock):
    def __init__(self, x_dim=1, y_dim=1, units=8, **kwargs):
        super(AdditiveLatentDecoder, self).__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(units, flatten=False, in_units=x_dim)
            self.mean = nn.Dense(y_dim, flatten=False, in_units=units)

    def hybrid_forward(self, F, z, x_target):
        h = F.relu(self.embed(x_target) + z.expand_dims(axis=1))
        return self.mean(h)


Net = AdditiveLatentDecoder
