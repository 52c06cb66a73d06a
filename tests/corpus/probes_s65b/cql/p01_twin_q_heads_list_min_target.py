"""CQL critic target: twin target Q heads applied in a list comprehension over `(self.q1_t, self.q2_t)` to
`F.concat(next_obs, next_act, dim=1)`, the two (B, 1) values unpacked and reduced by `F.minimum`, the
Bellman target `reward + gamma * (1 - done) * min_q` with gamma a constructor float."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 2), (2, 1), (2, 1)]


def q_head(hidden=8):
    net = nn.HybridSequential()
    net.add(nn.Dense(hidden, activation="relu"), nn.Dense(1))
    return net


class TwinTarget(HybridBlock):
    def __init__(self, gamma=0.99, **kwargs):
        super().__init__(**kwargs)
        self._gamma = gamma
        with self.name_scope():
            self.q1_t = q_head()
            self.q2_t = q_head()

    def hybrid_forward(self, F, next_obs, next_act, reward, done):
        sa = F.concat(next_obs, next_act, dim=1)
        q1, q2 = [q(sa) for q in (self.q1_t, self.q2_t)]
        target = reward + self._gamma * (1 - F.abs(done)) * F.minimum(q1, q2)
        return F.stop_gradient(target)


Net = TwinTarget
