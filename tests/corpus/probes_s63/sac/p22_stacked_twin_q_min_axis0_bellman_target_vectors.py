"""SAC Bellman target: the twin target critics' (N, 1) outputs stacked to (2, N, 1) and reduced by `.min(axis=0)`, flattened by `reshape((-1,))`, then `r + gamma * (1 - done) * (q_next - alpha * logp_next)` on (N,) rewards, dones and log-probabilities."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4,), (4,), (4,)]


class BellmanTarget(HybridBlock):
    def __init__(self, in_dim=8, hidden=8, gamma=0.99, alpha=0.2, **kwargs):
        super(BellmanTarget, self).__init__(**kwargs)
        self._gamma, self._alpha = gamma, alpha
        with self.name_scope():
            self.q1 = nn.HybridSequential()
            self.q1.add(nn.Dense(hidden, in_units=in_dim, activation="relu"), nn.Dense(1, in_units=hidden))
            self.q2 = nn.HybridSequential()
            self.q2.add(nn.Dense(hidden, in_units=in_dim, activation="relu"), nn.Dense(1, in_units=hidden))

    def hybrid_forward(self, F, next_sa, reward, done_raw, logp_next):
        done = done_raw > 0.5
        q_next = F.stack(self.q1(next_sa), self.q2(next_sa), axis=0).min(axis=0).reshape((-1,))
        target = reward + self._gamma * (1 - done) * (q_next - self._alpha * logp_next)
        return F.BlockGrad(target)


Net = BellmanTarget
