"""Inverse-propensity reward estimate: logged reward over the (clipped) propensity of the logged action, both (N,), weighted by the policy's probability of that action taken by `pick`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4,), (4,), (4,)]


class IPSEstimate(HybridBlock):
    def __init__(self, dim=6, num_arms=3, min_prop=0.05, **kwargs):
        super().__init__(**kwargs)
        self.num_arms = num_arms
        self.min_prop = min_prop
        with self.name_scope():
            self.policy = nn.Dense(num_arms, in_units=dim)

    def hybrid_forward(self, F, ctx, action_raw, reward, prop_raw):
        action = F.clip(F.floor((action_raw + 1) * self.num_arms / 2), 0, self.num_arms - 1)
        pi = F.pick(F.softmax(self.policy(ctx), axis=1), action, axis=1)
        prop = F.clip(F.abs(prop_raw), self.min_prop, 1.0)
        return F.mean(reward * pi / prop)


Net = IPSEstimate
