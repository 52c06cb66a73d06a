"""Double DQN target: the greedy action of the online net by `argmax`, evaluated by the target
net with `F.pick`; `reward + gamma * (1 - done) * q` over equal (B,) shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2,), (2,)]


class DoubleDQNTarget(HybridBlock):
    def __init__(self, num_actions=4, gamma=0.99, **kwargs):
        super().__init__(**kwargs)
        self.gamma = gamma
        with self.name_scope():
            self.online = nn.Dense(num_actions)
            self.target = nn.Dense(num_actions)

    def hybrid_forward(self, F, next_obs, reward, done):
        best = F.argmax(self.online(next_obs), axis=1)
        q_next = F.pick(F.stop_gradient(self.target(next_obs)), best, axis=1)
        not_done = 1 - (done > 0)
        return reward + self.gamma * not_done * q_next


Net = DoubleDQNTarget
