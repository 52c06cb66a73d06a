"""The learned (1, H) scale read through `**kwargs` and applied with `F.broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class KwScale(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(8, in_units=6)
            self.scale = self.params.get("scale", shape=(1, 8))

    def hybrid_forward(self, F, x, **kwargs):
        return F.broadcast_mul(self.fc(x), kwargs["scale"])


Net = KwScale
