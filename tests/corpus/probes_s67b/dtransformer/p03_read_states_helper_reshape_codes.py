"""Decision Transformer head: a module helper without F reads the state tokens back from the interleaved
(B, 3T, d) sequence by `h.reshape((0, -4, T, 3, -2))` and `slice_axis` on the token-type axis, T passed from
the constructor; the action head runs on them."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


def read_tokens(h, T, kind):
    """kind 0: return tokens, 1: state tokens, 2: action tokens -> (B, T, d)."""
    return h.reshape((0, -4, T, 3, -2)).slice_axis(axis=2, begin=kind, end=kind + 1).reshape((0, 0, -1))


class StateTokenHead(HybridBlock):
    def __init__(self, T=4, act_dim=2, d=8, **kwargs):
        super().__init__(**kwargs)
        self.T = T
        with self.name_scope():
            self.predict_action = nn.Dense(act_dim, flatten=False, in_units=d)
            self.predict_return = nn.Dense(1, flatten=False, in_units=d)

    def hybrid_forward(self, F, h):
        actions = F.tanh(self.predict_action(read_tokens(h, self.T, 1)))
        returns = self.predict_return(read_tokens(h, self.T, 2))
        return actions, returns


Net = StateTokenHead
