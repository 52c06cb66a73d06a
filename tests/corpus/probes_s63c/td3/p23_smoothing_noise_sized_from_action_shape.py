"""TD3 target smoothing ported from `torch.randn_like(action)`: `F.random.normal(0, policy_noise, shape=action.shape)` -- `.shape` of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class NoiseFromShape(HybridBlock):
    def __init__(self, state_dim=6, action_dim=2, policy_noise=0.2, noise_clip=0.5, **kwargs):
        super(NoiseFromShape, self).__init__(**kwargs)
        self.policy_noise, self.noise_clip = policy_noise, noise_clip
        with self.name_scope():
            self.actor = nn.Dense(action_dim, in_units=state_dim, activation="tanh")

    def hybrid_forward(self, F, next_state):
        action = self.actor(next_state)
        noise = F.clip(F.random.normal(0, self.policy_noise, shape=action.shape), -self.noise_clip, self.noise_clip)
        return F.clip(action + noise, -1, 1)


Net = NoiseFromShape
