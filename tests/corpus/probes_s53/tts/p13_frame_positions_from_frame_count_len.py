"""Sinusoidal frame positions with the position `arange` sized by `len()` of the first sequence of the batch, `frames[0]`."""
import math
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 8)]


class FramePositions(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, frames):
        pos = F.arange(len(frames[0])).reshape((-1, 1))
        freq = F.exp(F.arange(0, self.units, 2) * (-math.log(10000.0) / self.units)).reshape((1, -1))
        angle = F.broadcast_mul(pos, freq)
        pe = F.concat(F.sin(angle), F.cos(angle), dim=1).expand_dims(0)
        return F.broadcast_add(self.proj(frames), pe)


Net = FramePositions
