"""Conditional generator that flattens the class embedding with `emb.reshape(z.shape[0], -1)` before concatenating it to the latent code."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3,)]


class Net(HybridBlock):
    def __init__(self, latent=8, num_classes=5, embed_dim=4, base=6, **kwargs):
        super().__init__(**kwargs)
        self._base = base
        with self.name_scope():
            self.embed = nn.Embedding(num_classes, embed_dim)
            self.project = nn.Dense(base * 4 * 4, in_units=latent + embed_dim)

    def hybrid_forward(self, F, z, labels):
        cls = F.clip(F.floor((labels + 1) * 2.5), 0, 4)
        emb = self.embed(cls.expand_dims(1))
        h = F.concat(z, emb.reshape(z.shape[0], -1), dim=1)
        return F.tanh(self.project(h)).reshape((0, self._base, 4, 4))
