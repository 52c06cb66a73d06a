"""TD error of the taken action: `F.pick(q, action, axis=1)` with action ids made from the input,
against a (B,) target (equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2,), (2,)]


class TDError(HybridBlock):
    def __init__(self, num_actions=4, **kwargs):
        super().__init__(**kwargs)
        self.num_actions = num_actions
        with self.name_scope():
            self.q = nn.Dense(num_actions)

    def hybrid_forward(self, F, obs, action, target):
        ids = F.clip(F.floor((action + 1) * 0.5 * self.num_actions), 0, self.num_actions - 1)
        q_sa = F.pick(self.q(obs), ids, axis=1)
        return F.smooth_l1(q_sa - target, scalar=1.0)


Net = TDError
