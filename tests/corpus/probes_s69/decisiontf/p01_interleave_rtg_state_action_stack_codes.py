"""Decision Transformer tokens: return-to-go (B, T, 1), states (B, T, S) and actions (B, T, A) embedded
by Dense(flatten=False) to C, each plus the timestep embedding (an Embedding of timesteps mapped from
the input's values), stacked on a new axis 2 into (B, T, 3, C) and interleaved by the reshape code
`(0, -3, -2)` into (B, 3T, C), then a LayerNorm."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 1), (2, 4, 5), (2, 4, 3), (2, 4)]


class DTEmbed(HybridBlock):
    def __init__(self, dim=8, max_ep_len=20, **kwargs):
        super().__init__(**kwargs)
        self.max_ep_len = max_ep_len
        with self.name_scope():
            self.embed_rtg = nn.Dense(dim, flatten=False)
            self.embed_state = nn.Dense(dim, flatten=False)
            self.embed_action = nn.Dense(dim, flatten=False)
            self.embed_timestep = nn.Embedding(max_ep_len, dim)
            self.ln = nn.LayerNorm()

    def hybrid_forward(self, F, rtg, states, actions, timesteps):
        steps = F.clip(F.floor((timesteps + 1) * 0.5 * self.max_ep_len), 0, self.max_ep_len - 1)
        time = self.embed_timestep(steps)
        tokens = F.stack(self.embed_rtg(rtg) + time, self.embed_state(states) + time,
                         self.embed_action(actions) + time, axis=2)
        return self.ln(tokens.reshape((0, -3, -2)))


Net = DTEmbed
