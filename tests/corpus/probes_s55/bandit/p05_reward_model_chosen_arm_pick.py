"""Reward model trained on logged actions: the chosen arm's predicted reward by `pick` with action ids made from the input, a squared error against the observed reward."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4,), (4,)]


class RewardModel(HybridBlock):
    def __init__(self, dim=6, num_arms=3, **kwargs):
        super().__init__(**kwargs)
        self.num_arms = num_arms
        with self.name_scope():
            self.net = nn.HybridSequential()
            self.net.add(nn.Dense(8, activation="relu", in_units=dim), nn.Dense(num_arms, in_units=8))

    def hybrid_forward(self, F, ctx, action_raw, reward):
        action = F.clip(F.floor((action_raw + 1) * self.num_arms / 2), 0, self.num_arms - 1)
        pred = F.pick(self.net(ctx), action, axis=1)
        return F.mean(F.square(pred - reward))


Net = RewardModel
