"""Double DQN target with the reward given as a (B, 1) column and the picked (B,) next values,
`reward + self.gamma * q_next` with plain operators."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 1)]


class DoubleDQNTarget(HybridBlock):
    def __init__(self, num_actions=4, gamma=0.99, **kwargs):
        super().__init__(**kwargs)
        self.gamma = gamma
        with self.name_scope():
            self.online = nn.Dense(num_actions)
            self.target = nn.Dense(num_actions)

    def hybrid_forward(self, F, next_obs, reward):
        best = F.argmax(self.online(next_obs), axis=1)
        q_next = F.pick(self.target(next_obs), best, axis=1)
        return reward + self.gamma * q_next


Net = DoubleDQNTarget
