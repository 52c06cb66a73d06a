"""Decision Transformer timestep encoding in a module helper without F, `add_time(t_emb, *tokens)`: a plain
`+` of each (B, T, d) token embedding and the (B, T, d) timestep embedding (a Dense of the per-step time
feature, so the shapes are equal and `_plus` is fine traced); the list comes back and is stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 1), (2, 4, 3), (2, 4, 2), (2, 4, 1)]


def add_time(t_emb, *tokens):
    return [tok + t_emb for tok in tokens]


class StarTokens(HybridBlock):
    def __init__(self, state_dim=3, act_dim=2, d=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed_rtg = nn.Dense(d, flatten=False, in_units=1)
            self.embed_state = nn.Dense(d, flatten=False, in_units=state_dim)
            self.embed_action = nn.Dense(d, flatten=False, in_units=act_dim)
            self.embed_time = nn.Dense(d, flatten=False, in_units=1)

    def hybrid_forward(self, F, rtg, states, actions, timesteps):
        toks = add_time(self.embed_time(timesteps), self.embed_rtg(rtg), self.embed_state(states),
                        self.embed_action(actions))
        return F.stack(*toks, axis=2).reshape((0, -3, -2))


Net = StarTokens
