"""An embedding block whose override calls `super()._embed` and projects it; the base class centres the
(B, H) embedding with a plain `-` of its (B, 1) keepdims mean."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Embed(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(8, in_units=6)
            self.proj = nn.Dense(8, in_units=8)

    def _embed(self, F, x):
        return self.fc(x)

    def hybrid_forward(self, F, x):
        e = self._embed(F, x)
        return e - e.mean(axis=1, keepdims=True)


class ProjectedEmbed(Embed):
    def _embed(self, F, x):
        return self.proj(super()._embed(F, x))


Net = ProjectedEmbed
