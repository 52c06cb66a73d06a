"""A learned per-feature scale registered with `self.params.get` and read in `hybrid_forward` through
`**kwargs` (Gluon passes a block's parameters by name); the scale is normalised by its own `.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class KwScale(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(8, in_units=6)
            self.scale = self.params.get("scale", shape=(1, 8))

    def hybrid_forward(self, F, x, **kwargs):
        s = kwargs["scale"]
        k = s.shape[1]
        return F.broadcast_mul(self.fc(x), s) / k


Net = KwScale
