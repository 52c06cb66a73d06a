"""TD3 critic loss `F.square(q1 - target_q).mean()` with the (N, 1) Dense critic and the target passed in as an (N,) vector, by a plain `-` -- shapes that differ (an (N, N) broadcast eagerly, elementwise once traced)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2), (4,)]


class ColumnMinusVector(HybridBlock):
    def __init__(self, state_dim=6, action_dim=2, **kwargs):
        super(ColumnMinusVector, self).__init__(**kwargs)
        with self.name_scope():
            self.q1 = nn.Dense(1, in_units=state_dim + action_dim)

    def hybrid_forward(self, F, state, action, target_q):
        q1 = self.q1(F.concat(state, action, dim=1))
        return F.square(q1 - target_q).mean()


Net = ColumnMinusVector
