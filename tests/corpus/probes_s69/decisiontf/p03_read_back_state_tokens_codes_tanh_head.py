"""Decision Transformer prediction: the GPT output (B, 3T, C) read back by the reshape code
`(0, -4, -1, 3, -2)` into (B, T, 3, C), the state tokens' outputs taken by `slice_axis(axis=2, begin=1,
end=2)` and `reshape((0, 0, -1))`, an action head `tanh(Dense(A))` and a return head on the action tokens."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class DTHeads(HybridBlock):
    def __init__(self, act_dim=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.predict_action = nn.Dense(act_dim, activation="tanh", flatten=False)
            self.predict_return = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, h):
        x = h.reshape((0, -4, -1, 3, -2))
        state_out = F.slice_axis(x, axis=2, begin=1, end=2).reshape((0, 0, -1))
        action_out = F.slice_axis(x, axis=2, begin=2, end=3).reshape((0, 0, -1))
        return self.predict_action(state_out), self.predict_return(action_out)


Net = DTHeads
