"""CQL target by `nd.minimum(q1, q2)` of the twin target heads inside `hybrid_forward` (the module-level
`nd` where `F` belongs)."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 2), (2, 1)]


class NdMinTarget(HybridBlock):
    def __init__(self, gamma=0.99, **kwargs):
        super().__init__(**kwargs)
        self._gamma = gamma
        with self.name_scope():
            self.q1_t = nn.Dense(1)
            self.q2_t = nn.Dense(1)

    def hybrid_forward(self, F, next_obs, next_act, reward):
        sa = F.concat(next_obs, next_act, dim=1)
        return reward + self._gamma * nd.minimum(self.q1_t(sa), self.q2_t(sa))


Net = NdMinTarget
