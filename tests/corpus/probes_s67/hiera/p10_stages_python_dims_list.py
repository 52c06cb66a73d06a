"""Hiera stages from python lists of dims and depths: a Dense per stage, the query pool (max over a strided
view by reshape codes) at every stage change chosen by a python index test, LayerNorm at the end."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 4)]


class HieraStages(HybridBlock):
    def __init__(self, dims=(4, 8, 8), q_stride=2, **kwargs):
        super().__init__(**kwargs)
        self.q_stride = q_stride
        self.n_stages = len(dims)
        with self.name_scope():
            self.stages = nn.HybridSequential()
            for d in dims:
                self.stages.add(nn.Dense(d, flatten=False, activation="relu"))
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        for i, stage in enumerate(self.stages):
            x = stage(x)
            if 0 < i < self.n_stages:
                x = F.max(x.reshape((0, -4, self.q_stride, -1, 0)), axis=1)
        return self.norm(x)


Net = HieraStages
