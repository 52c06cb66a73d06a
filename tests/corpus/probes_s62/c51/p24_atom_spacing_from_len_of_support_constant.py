"""C51 projection whose atom spacing is computed as `(v_max - v_min) / (len(support) - 1)` from the (Z,) support constant passed to `hybrid_forward` (once traced `len()` of the symbol is 1)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(4,), (4, 5)]


class LenSpacingProjection(HybridBlock):
    def __init__(self, num_atoms=5, v_min=-1.0, v_max=1.0, gamma=0.9, **kwargs):
        super(LenSpacingProjection, self).__init__(**kwargs)
        self._z, self._vmin, self._vmax, self._gamma = num_atoms, v_min, v_max, gamma
        with self.name_scope():
            self.support = self.params.get_constant(
                "support", np.linspace(v_min, v_max, num_atoms).astype("float32"))

    def hybrid_forward(self, F, rewards, next_logits, support):
        dz = (self._vmax - self._vmin) / (len(support) - 1)
        tz = F.clip(F.broadcast_add(rewards.reshape((-1, 1)), self._gamma * support.reshape((1, -1))),
                    self._vmin, self._vmax)
        b = (tz - self._vmin) / dz
        return F.softmax(next_logits, axis=-1) * (F.ceil(b) - b)


Net = LenSpacingProjection
