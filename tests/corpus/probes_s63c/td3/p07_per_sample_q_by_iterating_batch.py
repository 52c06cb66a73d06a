"""TD3 critic evaluated per sample: `for row in sa:` over the (N, S+A) batch, each row scored and the scores stacked -- iteration over a tensor (a traced symbol yields itself once)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2)]


class PerSampleCritic(HybridBlock):
    def __init__(self, state_dim=6, action_dim=2, **kwargs):
        super(PerSampleCritic, self).__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(1, in_units=state_dim + action_dim)

    def hybrid_forward(self, F, state, action):
        sa = F.concat(state, action, dim=1)
        scores = [self.q(row.reshape((1, -1))) for row in sa]
        return F.concat(*scores, dim=0)


Net = PerSampleCritic
