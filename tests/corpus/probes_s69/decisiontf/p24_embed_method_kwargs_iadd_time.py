"""Decision Transformer embeddings through a method `embed_tokens(self, F, time, **tokens)` that loops over
`tokens.items()` and adds the timestep embedding in place, `x += time`, before stacking."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 1), (2, 4, 5), (2, 4)]


class KwargsIaddTokens(HybridBlock):
    def __init__(self, dim=8, max_ep_len=16, **kwargs):
        super().__init__(**kwargs)
        self.max_ep_len = max_ep_len
        with self.name_scope():
            self.embed_rtg = nn.Dense(dim, flatten=False)
            self.embed_state = nn.Dense(dim, flatten=False)
            self.embed_timestep = nn.Embedding(max_ep_len, dim)

    def embed_tokens(self, F, time, **tokens):
        out = []
        for _, x in tokens.items():
            x += time
            out.append(x)
        return F.stack(*out, axis=2).reshape((0, -3, -2))

    def hybrid_forward(self, F, rtg, states, timesteps):
        steps = F.clip(F.floor((timesteps + 1) * 0.5 * self.max_ep_len), 0, self.max_ep_len - 1)
        return self.embed_tokens(F, self.embed_timestep(steps), rtg=self.embed_rtg(rtg),
                                 state=self.embed_state(states))


Net = KwargsIaddTokens
