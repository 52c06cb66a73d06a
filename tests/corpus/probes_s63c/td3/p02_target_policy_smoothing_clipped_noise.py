"""TD3 target policy smoothing: the noise passed in, scaled by `policy_noise` and clipped to `[-noise_clip, noise_clip]` by `F.clip`, added to the target actor's action and the sum clipped to the configured action bounds."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2)]


class SmoothedTarget(HybridBlock):
    def __init__(self, state_dim=6, action_dim=2, max_action=1.0, policy_noise=0.2, noise_clip=0.5, **kwargs):
        super(SmoothedTarget, self).__init__(**kwargs)
        self.max_action, self.policy_noise, self.noise_clip = max_action, policy_noise, noise_clip
        with self.name_scope():
            self.actor = nn.HybridSequential()
            self.actor.add(nn.Dense(16, in_units=state_dim, activation="relu"), nn.Dense(action_dim, in_units=16, activation="tanh"))

    def hybrid_forward(self, F, next_state, eps):
        noise = F.clip(eps * self.policy_noise, -self.noise_clip, self.noise_clip)
        return F.clip(self.actor(next_state) * self.max_action + noise, -self.max_action, self.max_action)


Net = SmoothedTarget
