"""IMPALA agent head on time-major core outputs (T, B, H): flattened to (T*B, H) by reshape code `(-3, 0)`, policy logits and baseline Dense heads, unflattened by `(-4, unroll, -1, 0)` with the unroll length from the constructor, the baseline squeezed by `reshape((0, 0))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3, 8)]


class TimeMajorHeads(HybridBlock):
    def __init__(self, unroll=4, num_actions=5, **kwargs):
        super().__init__(**kwargs)
        self._t = unroll
        with self.name_scope():
            self.policy = nn.Dense(num_actions)
            self.baseline = nn.Dense(1)

    def hybrid_forward(self, F, core):
        flat = core.reshape((-3, 0))
        logits = self.policy(flat).reshape((-4, self._t, -1, 0))
        baseline = self.baseline(flat).reshape((-4, self._t, -1, 0)).reshape((0, 0))
        return logits, baseline


Net = TimeMajorHeads
