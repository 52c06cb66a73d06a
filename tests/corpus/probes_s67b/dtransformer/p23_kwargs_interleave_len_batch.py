"""Decision Transformer interleaving in a module helper taking the embedded tokens by keyword,
`interleave(F, T, rtg=..., state=..., action=...)`: the batch for the output reshape is `len(tokens["rtg"])`
(eagerly the batch; the length of a Symbol is its count of outputs, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 1), (2, 4, 3), (2, 4, 2)]


def interleave(F, T, **tokens):
    batch = len(tokens["rtg"])
    h = F.stack(tokens["rtg"], tokens["state"], tokens["action"], axis=2)
    return h.reshape((batch, 3 * T, -1))


class KwargsInterleave(HybridBlock):
    def __init__(self, T=4, state_dim=3, act_dim=2, d=8, **kwargs):
        super().__init__(**kwargs)
        self.T = T
        with self.name_scope():
            self.embed_rtg = nn.Dense(d, flatten=False, in_units=1)
            self.embed_state = nn.Dense(d, flatten=False, in_units=state_dim)
            self.embed_action = nn.Dense(d, flatten=False, in_units=act_dim)

    def hybrid_forward(self, F, rtg, states, actions):
        return interleave(F, self.T, rtg=self.embed_rtg(rtg), state=self.embed_state(states),
                          action=self.embed_action(actions))


Net = KwargsInterleave
