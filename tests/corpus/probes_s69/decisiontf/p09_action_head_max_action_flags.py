"""Decision Transformer action head scaled by a python `max_action`, with tanh only when the constructor's
`action_tanh` flag is set (python `if`), and the return-to-go target conditioned by a python `scale`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 4, 1)]


class ActionHead(HybridBlock):
    def __init__(self, act_dim=3, action_tanh=True, max_action=2.0, scale=1000.0, **kwargs):
        super().__init__(**kwargs)
        self.action_tanh = action_tanh
        self.max_action = max_action
        self.scale = scale
        with self.name_scope():
            self.fc = nn.Dense(act_dim, flatten=False)

    def hybrid_forward(self, F, state_out, rtg):
        a = self.fc(F.concat(state_out, rtg / self.scale, dim=-1))
        if self.action_tanh:
            a = F.tanh(a)
        return a * self.max_action


Net = ActionHead
