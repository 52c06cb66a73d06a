"""Decision Transformer embeddings kept in a dict `{"rtg": ..., "state": ..., "action": ...}`, each plus the
timestep embedding, stacked in the constructor's fixed order `[emb[k] for k in self.order]` on axis 2
and interleaved by the reshape code `(0, -3, -2)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 1), (2, 4, 5), (2, 4, 3), (2, 4)]


class DictTokens(HybridBlock):
    def __init__(self, dim=8, max_ep_len=16, **kwargs):
        super().__init__(**kwargs)
        self.order = ("rtg", "state", "action")
        self.max_ep_len = max_ep_len
        with self.name_scope():
            self.embeds = {k: nn.Dense(dim, flatten=False) for k in self.order}
            for k in self.order:
                self.register_child(self.embeds[k], k)
            self.embed_timestep = nn.Embedding(max_ep_len, dim)

    def hybrid_forward(self, F, rtg, states, actions, timesteps):
        steps = F.clip(F.floor((timesteps + 1) * 0.5 * self.max_ep_len), 0, self.max_ep_len - 1)
        time = self.embed_timestep(steps)
        raw = {"rtg": rtg, "state": states, "action": actions}
        emb = {k: self.embeds[k](raw[k]) + time for k in self.order}
        return F.stack(*[emb[k] for k in self.order], axis=2).reshape((0, -3, -2))


Net = DictTokens
