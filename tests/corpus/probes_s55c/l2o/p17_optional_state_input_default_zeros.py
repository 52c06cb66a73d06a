"""Learned optimizer step with an optional momentum state: `state=None` defaults to `zeros_like(grads)` behind `if state is None:`; returns the update and the new state."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class StatefulRule(HybridBlock):
    def __init__(self, beta=0.9, **kwargs):
        super().__init__(**kwargs)
        self.beta = beta
        with self.name_scope():
            self.rule = nn.Dense(6, in_units=12)

    def hybrid_forward(self, F, grads, state=None):
        if state is None:
            state = F.zeros_like(grads)
        state = self.beta * state + (1 - self.beta) * grads
        return self.rule(F.concat(grads, state, dim=1)), state


Net = StatefulRule
