"""Conditional generator: class embedding concatenated to the latent code, projected and reshaped to a 4x4 map by reshape codes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3,)]


class CondGenerator(HybridBlock):
    def __init__(self, latent=8, num_classes=5, embed_dim=4, base=6, **kwargs):
        super().__init__(**kwargs)
        self._base = base
        with self.name_scope():
            self.embed = nn.Embedding(num_classes, embed_dim)
            self.project = nn.Dense(base * 4 * 4, in_units=latent + embed_dim)
            self.up = nn.Conv2DTranspose(3, 4, strides=2, padding=1, in_channels=base)

    def hybrid_forward(self, F, z, labels):
        cls = F.clip(F.floor((labels + 1) * 2.5), 0, 4)
        h = F.concat(z, self.embed(cls), dim=1)
        h = F.relu(self.project(h)).reshape((0, self._base, 4, 4))
        return F.tanh(self.up(h))


class Net(CondGenerator):
    pass
