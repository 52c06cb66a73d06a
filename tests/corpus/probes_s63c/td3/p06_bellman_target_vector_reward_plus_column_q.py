"""TD3 Bellman target `reward + discount * (1 - done) * min_q` with the (N,) reward and done vectors and the (N, 1) critic column by plain operators -- shapes that differ (an (N, N) broadcast eagerly, elementwise once traced)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2), (4,), (4,)]


class BellmanTarget(HybridBlock):
    def __init__(self, state_dim=6, action_dim=2, discount=0.99, **kwargs):
        super(BellmanTarget, self).__init__(**kwargs)
        self.discount = discount
        with self.name_scope():
            self.q1 = nn.Dense(1, in_units=state_dim + action_dim)
            self.q2 = nn.Dense(1, in_units=state_dim + action_dim)

    def hybrid_forward(self, F, next_state, next_action, reward, done):
        sa = F.concat(next_state, next_action, dim=1)
        min_q = F.minimum(self.q1(sa), self.q2(sa))
        return reward + self.discount * (1 - (done > 0)) * min_q


Net = BellmanTarget
