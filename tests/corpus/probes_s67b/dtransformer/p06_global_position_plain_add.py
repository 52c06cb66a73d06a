"""Decision Transformer with a global position table (1, 3T, d) added to the (B, 3T, d) interleaved tokens by a
plain `+` (broadcasts eagerly; the legacy `_plus` of a Symbol needs equal shapes)."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 1), (2, 4, 3), (2, 4, 2)]


class GlobalPosition(HybridBlock):
    def __init__(self, T=4, state_dim=3, act_dim=2, d=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed_rtg = nn.Dense(d, flatten=False, in_units=1)
            self.embed_state = nn.Dense(d, flatten=False, in_units=state_dim)
            self.embed_action = nn.Dense(d, flatten=False, in_units=act_dim)
            self.global_pos = self.params.get("global_pos", shape=(1, 3 * T, d), init=init.Normal(0.02))
            self.ln = nn.LayerNorm(in_channels=d)

    def hybrid_forward(self, F, rtg, states, actions, global_pos):
        h = F.stack(self.embed_rtg(rtg), self.embed_state(states), self.embed_action(actions), axis=2)
        h = h.reshape((0, -3, -2)) + global_pos
        return self.ln(h)


Net = GlobalPosition
