"""Decision Transformer embedding through `**kwargs`: `self.embed_tokens(F, rtg=..., state=..., action=...)`
looks each child up by `getattr(self, "embed_" + name)`, and the embedded tokens come back as a dict that
`hybrid_forward` stacks in a fixed python order."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 1), (2, 4, 3), (2, 4, 2)]


class KwargsEmbed(HybridBlock):
    ORDER = ("rtg", "state", "action")

    def __init__(self, state_dim=3, act_dim=2, d=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed_rtg = nn.Dense(d, flatten=False, in_units=1)
            self.embed_state = nn.Dense(d, flatten=False, in_units=state_dim)
            self.embed_action = nn.Dense(d, flatten=False, in_units=act_dim)
            self.ln = nn.LayerNorm(in_channels=d)

    def embed_tokens(self, F, **tokens):
        return {name: F.tanh(getattr(self, "embed_" + name)(x)) for name, x in tokens.items()}

    def hybrid_forward(self, F, rtg, states, actions):
        emb = self.embed_tokens(F, rtg=rtg, state=states, action=actions)
        h = F.stack(*[emb[k] for k in self.ORDER], axis=2).reshape((0, -3, -2))
        return self.ln(h)


Net = KwargsEmbed
