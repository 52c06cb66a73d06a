"""PPO entropy bonus normalised to [0, 1] by `log(K)`, with the number of actions read from the logits: `math.log(logits.shape[-1])`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class NormalisedEntropy(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=6, **kwargs):
        super(NormalisedEntropy, self).__init__(**kwargs)
        with self.name_scope():
            self.pi = nn.Dense(num_actions, in_units=obs_dim)

    def hybrid_forward(self, F, obs):
        logits = self.pi(obs)
        logp = F.log_softmax(logits, axis=-1)
        entropy = -(F.exp(logp) * logp).sum(axis=-1)
        return entropy / math.log(logits.shape[-1])


Net = NormalisedEntropy
