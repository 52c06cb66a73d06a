"""Displacement head that clips speeds only `if F.max(F.abs(rel)) > self.max_speed`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8, 2)]


class SpeedLimited(HybridBlock):
    def __init__(self, max_speed=0.5, **kwargs):
        super().__init__(**kwargs)
        self.max_speed = max_speed
        with self.name_scope():
            self.out = nn.Dense(2, flatten=False, in_units=2)

    def hybrid_forward(self, F, obs):
        rel = F.slice_axis(obs, axis=1, begin=1, end=None) - F.slice_axis(obs, axis=1, begin=0, end=-1)
        if F.max(F.abs(rel)) > self.max_speed:
            rel = F.clip(rel, -self.max_speed, self.max_speed)
        return self.out(rel)


Net = SpeedLimited
