"""TD3 actor with a debugging check `if F is mx.nd:` that pulls the actions to the host by `.asnumpy()` and asserts they are in bounds -- never traced, so legal."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class CheckedActor(HybridBlock):
    def __init__(self, state_dim=6, action_dim=2, max_action=1.5, **kwargs):
        super(CheckedActor, self).__init__(**kwargs)
        self.max_action = max_action
        with self.name_scope():
            self.l1 = nn.Dense(action_dim, in_units=state_dim)

    def hybrid_forward(self, F, state):
        a = self.max_action * F.tanh(self.l1(state))
        if F is mx.nd:
            assert (abs(a.asnumpy()) <= self.max_action + 1e-6).all()
        return a


Net = CheckedActor
