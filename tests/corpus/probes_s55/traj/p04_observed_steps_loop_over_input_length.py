"""Step-wise encoder looping `for t in range(obs.shape[1])` over the observed positions."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8, 2)]


class StepEncoder(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.cell = nn.Dense(hidden, activation="tanh", in_units=hidden + 2)

    def hybrid_forward(self, F, obs):
        h = F.zeros_like(F.slice_axis(obs, axis=2, begin=0, end=1)).sum(axis=(1, 2), keepdims=False)
        h = F.broadcast_to(F.expand_dims(h, 1), shape=(0, self.hidden))
        for t in range(obs.shape[1]):
            step = F.squeeze(F.slice_axis(obs, axis=1, begin=t, end=t + 1), axis=1)
            h = self.cell(F.concat(h, step, dim=1))
        return h


Net = StepEncoder
