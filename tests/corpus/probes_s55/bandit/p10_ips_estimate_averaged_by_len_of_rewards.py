"""Inverse-propensity reward estimate averaged as `F.sum(...) / len(reward)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4,), (4,)]


class IPSEstimate(HybridBlock):
    def __init__(self, dim=6, num_arms=3, **kwargs):
        super().__init__(**kwargs)
        self.num_arms = num_arms
        with self.name_scope():
            self.policy = nn.Dense(num_arms, in_units=dim)

    def hybrid_forward(self, F, ctx, reward, prop_raw):
        pi = F.max(F.softmax(self.policy(ctx), axis=1), axis=1)
        prop = F.clip(F.abs(prop_raw), 0.05, 1.0)
        return F.sum(reward * pi / prop) / len(reward)


Net = IPSEstimate
