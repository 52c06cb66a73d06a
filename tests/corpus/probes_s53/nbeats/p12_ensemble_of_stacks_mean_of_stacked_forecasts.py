"""Ensemble of N-BEATS stacks with different lookbacks: each reads the last `k` points by `slice_axis` with a python begin, forecasts averaged by `F.stack(...).mean(axis=0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12)]


class Ensemble(HybridBlock):
    def __init__(self, lookbacks=(4, 8, 12), horizon=4, units=16, **kwargs):
        super().__init__(**kwargs)
        self.lookbacks = lookbacks
        with self.name_scope():
            self.members = nn.HybridSequential()
            for _ in lookbacks:
                m = nn.HybridSequential()
                m.add(nn.Dense(units, activation="relu"), nn.Dense(horizon))
                self.members.add(m)

    def hybrid_forward(self, F, x):
        outs = [m(F.slice_axis(x, axis=1, begin=-k, end=None)) for k, m in zip(self.lookbacks, self.members)]
        return F.stack(*outs, axis=0).mean(axis=0)


Net = Ensemble
