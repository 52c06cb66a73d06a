"""PPO advantage normalisation guarded by a tensor condition: `if adv.max() - adv.min() > 1e-6:` standardise, else leave as is."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4,)]


class NormalisedAdvantageLoss(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=4, **kwargs):
        super(NormalisedAdvantageLoss, self).__init__(**kwargs)
        with self.name_scope():
            self.pi = nn.Dense(num_actions, in_units=obs_dim)

    def hybrid_forward(self, F, obs, adv):
        if adv.max() - adv.min() > 1e-6:
            adv = (adv - adv.mean()) / (F.sqrt(F.square(adv - adv.mean()).mean()) + 1e-8)
        logp = F.log_softmax(self.pi(obs), axis=-1).max(axis=-1)
        return -(logp * adv).mean()


Net = NormalisedAdvantageLoss
