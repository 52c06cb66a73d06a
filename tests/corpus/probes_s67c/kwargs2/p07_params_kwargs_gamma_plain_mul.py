"""A LayerScale-style (1, H) gamma registered with `self.params.get` and read through `**kwargs`, applied to
the (B, H) features with a plain `*` (broadcasts eagerly; the traced elementwise product needs equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class LayerScale(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(8, in_units=6)
            self.gamma = self.params.get("gamma", shape=(1, 8))

    def hybrid_forward(self, F, x, **kwargs):
        return self.fc(x) * kwargs["gamma"]


Net = LayerScale
