"""RetNet recurrent step `state = decay * state + kv`: the (N, H, d, d) state times the (H, 1, 1) per-head decay constant by a plain `*` -- shapes that differ (broadcast eagerly, elementwise once traced)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class PlainRecurrentDecay(HybridBlock):
    def __init__(self, units=4, heads=2, steps=3, **kwargs):
        super(PlainRecurrentDecay, self).__init__(**kwargs)
        self._h, self.steps = heads, steps
        with self.name_scope():
            self.k = nn.Dense(units, flatten=False, in_units=units)
            self.v = nn.Dense(units, flatten=False, in_units=units)
            self.decay = self.params.get_constant("decay", (1 - 2.0 ** (-5 - np.arange(heads))).reshape(-1, 1, 1).astype("float32"))

    def hybrid_forward(self, F, x, decay):
        k = self.k(x).reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3))
        v = self.v(x).reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3))
        state = F.zeros_like(F.linalg.gemm2(F.slice_axis(k, axis=2, begin=0, end=1), F.slice_axis(v, axis=2, begin=0, end=1), transpose_a=True))
        for t in range(self.steps):
            kt = F.slice_axis(k, axis=2, begin=t, end=t + 1)
            vt = F.slice_axis(v, axis=2, begin=t, end=t + 1)
            state = decay * state + F.linalg.gemm2(kt, vt, transpose_a=True)
        return state


Net = PlainRecurrentDecay
