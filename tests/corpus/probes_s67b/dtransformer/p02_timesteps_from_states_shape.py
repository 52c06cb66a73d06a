"""Decision Transformer embedding: the number of timesteps for the timestep embedding's `arange` read from
`states.shape[1]` inside hybrid_forward (eager: 4; a Symbol has no shape)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 1), (2, 4, 3), (2, 4, 2)]


class ShapeTimesteps(HybridBlock):
    def __init__(self, max_T=8, state_dim=3, act_dim=2, d=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed_rtg = nn.Dense(d, flatten=False, in_units=1)
            self.embed_state = nn.Dense(d, flatten=False, in_units=state_dim)
            self.embed_action = nn.Dense(d, flatten=False, in_units=act_dim)
            self.embed_time = nn.Embedding(max_T, d)

    def hybrid_forward(self, F, rtg, states, actions):
        T = states.shape[1]
        t = self.embed_time(F.arange(T)).expand_dims(0)
        toks = [F.broadcast_add(e(x), t) for e, x in
                ((self.embed_rtg, rtg), (self.embed_state, states), (self.embed_action, actions))]
        return F.stack(*toks, axis=2).reshape((0, -3, -2))


Net = ShapeTimesteps
