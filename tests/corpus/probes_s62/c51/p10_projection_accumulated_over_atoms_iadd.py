"""C51 projection written as a python loop over the atoms accumulating `m += ...` into a zeros_like buffer (the in-place add of the PyTorch port)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(4,), (4, 5)]


class LoopProjection(HybridBlock):
    def __init__(self, num_atoms=5, v_min=-1.0, v_max=1.0, gamma=0.9, **kwargs):
        super(LoopProjection, self).__init__(**kwargs)
        self._z, self._vmin, self._vmax, self._gamma = num_atoms, v_min, v_max, gamma
        self._dz = (v_max - v_min) / (num_atoms - 1)
        self._atoms = np.linspace(v_min, v_max, num_atoms).tolist()

    def hybrid_forward(self, F, rewards, next_logits):
        p = F.softmax(next_logits, axis=-1)
        m = F.zeros_like(p)
        for j, z in enumerate(self._atoms):
            tz = F.clip(rewards + self._gamma * z, self._vmin, self._vmax)
            b = (tz - self._vmin) / self._dz
            pj = F.slice_axis(p, axis=1, begin=j, end=j + 1)
            m += F.broadcast_mul(pj, F.one_hot(F.round(b), self._z))
        return m


Net = LoopProjection
