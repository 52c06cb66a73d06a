"""SAC twin critics: observation and action concatenated, two Q networks of the same layout built by a helper in a python loop, and the target as `F.minimum(q1, q2)` of equal (N, 1) shapes minus `alpha * logp` reshaped to a column."""
from mxnet.gluon import HybridBlock, nn


INPUTS = [(4, 6), (4, 2), (4,)]


def mlp(in_units, hidden):
    net = nn.HybridSequential()
    net.add(nn.Dense(hidden, in_units=in_units, activation="relu"), nn.Dense(1, in_units=hidden))
    return net


class TwinQ(HybridBlock):
    def __init__(self, obs_dim=6, act_dim=2, hidden=8, alpha=0.2, **kwargs):
        super(TwinQ, self).__init__(**kwargs)
        self._alpha = alpha
        with self.name_scope():
            self.qs = nn.HybridSequential()
            for _ in range(2):
                self.qs.add(mlp(obs_dim + act_dim, hidden))

    def hybrid_forward(self, F, obs, act, logp):
        sa = F.concat(obs, act, dim=-1)
        q1, q2 = [q(sa) for q in self.qs]
        return F.minimum(q1, q2) - self._alpha * logp.reshape((-1, 1))


Net = TwinQ
