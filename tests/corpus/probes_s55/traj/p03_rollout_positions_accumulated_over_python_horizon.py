"""Decoder roll-out over a python horizon: each step's displacement added to the last observed position (`pos = pos + step`), steps stacked on a new time axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8, 2)]


class RolloutDecoder(HybridBlock):
    def __init__(self, hidden=8, horizon=5, **kwargs):
        super().__init__(**kwargs)
        self.horizon = horizon
        with self.name_scope():
            self.enc = nn.Dense(hidden, activation="tanh", in_units=16)
            self.cell = nn.Dense(hidden, activation="tanh", in_units=hidden + 2)
            self.out = nn.Dense(2, in_units=hidden)

    def hybrid_forward(self, F, obs):
        h = self.enc(F.flatten(obs))
        pos = F.squeeze(F.slice_axis(obs, axis=1, begin=-1, end=None), axis=1)
        preds = []
        for _ in range(self.horizon):
            h = self.cell(F.concat(h, pos, dim=1))
            pos = pos + self.out(h)
            preds.append(pos)
        return F.stack(*preds, axis=1)


Net = RolloutDecoder
