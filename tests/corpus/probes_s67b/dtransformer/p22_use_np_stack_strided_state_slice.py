"""Numpy-mode Decision Transformer with `@use_np` on a `hybrid_forward`: tokens interleaved by `F.np.stack` on
axis 2 and `F.npx.reshape(h, (-2, -5, -2))` (merge T and 3), the timestep embedding added by plain `+`
broadcasting (legal on numpy arrays and symbols), the state tokens read by the strided python slice
`h[:, 1::3]` (basic indexing, legal on numpy-mode symbols)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 4, 1), (2, 4, 3), (2, 4, 2)]


@use_np
class NumpyDT(HybridBlock):
    def __init__(self, T=4, state_dim=3, act_dim=2, d=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed_rtg = nn.Dense(d, flatten=False, in_units=1)
            self.embed_state = nn.Dense(d, flatten=False, in_units=state_dim)
            self.embed_action = nn.Dense(d, flatten=False, in_units=act_dim)
            self.time = self.params.get("time", shape=(1, T, 1, d))
            self.predict_action = nn.Dense(act_dim, flatten=False, in_units=d)

    def hybrid_forward(self, F, rtg, states, actions, time):
        h = F.np.stack([self.embed_rtg(rtg), self.embed_state(states), self.embed_action(actions)], axis=2)
        h = F.npx.reshape(h + time, (-2, -5, -2))
        return F.np.tanh(self.predict_action(h[:, 1::3]))


Net = NumpyDT
