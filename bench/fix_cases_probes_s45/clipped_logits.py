"""Policy head whose logits are clipped only when the largest magnitude exceeds the bound."""
from mxnet.gluon import nn


INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=6, actions=4, bound=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._bound = bound
        with self.name_scope():
            self.logits = nn.Dense(actions, in_units=in_units)

    def hybrid_forward(self, F, obs):
        logits = self.logits(obs)
        if F.max(F.abs(logits)).asscalar() > self._bound:
            logits = F.clip(logits, -self._bound, self._bound)
        return F.log_softmax(logits)
