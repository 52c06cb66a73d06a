"""A (1, L, 2C) positional table parameter split along its last axis: both parts are (1, L, C), and a
plain `+` with another (1, L, C) parameter is legal; the parts are then broadcast onto the batch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class SplitPos(HybridBlock):
    def __init__(self, length=5, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos = self.params.get("pos", shape=(1, length, 2 * units))
            self.extra = self.params.get("extra", shape=(1, length, units))
            self.proj = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x, pos, extra):
        a, b = F.split(pos, num_outputs=2, axis=-1)
        shift = a + extra
        return F.broadcast_mul(F.broadcast_add(self.proj(x), shift), F.sigmoid(b))


Net = SplitPos
