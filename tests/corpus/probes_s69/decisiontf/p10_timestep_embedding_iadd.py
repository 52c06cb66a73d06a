"""Decision Transformer adding the timestep embedding to the state embeddings in place:
`state_emb += self.embed_timestep(steps)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5), (2, 4)]


class InPlaceTime(HybridBlock):
    def __init__(self, dim=8, max_ep_len=20, **kwargs):
        super().__init__(**kwargs)
        self.max_ep_len = max_ep_len
        with self.name_scope():
            self.embed_state = nn.Dense(dim, flatten=False)
            self.embed_timestep = nn.Embedding(max_ep_len, dim)

    def hybrid_forward(self, F, states, timesteps):
        steps = F.clip(F.floor((timesteps + 1) * 0.5 * self.max_ep_len), 0, self.max_ep_len - 1)
        state_emb = self.embed_state(states)
        state_emb += self.embed_timestep(steps)
        return state_emb


Net = InPlaceTime
