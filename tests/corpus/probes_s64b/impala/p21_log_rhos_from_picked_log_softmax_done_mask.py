"""IMPALA learner inputs: the log importance ratios from target and behaviour logits (T, B, A) by `F.pick(F.log_softmax(...), actions, axis=-1)` differences, the discounts `(1 - dones) * gamma` with dones thresholded from the input (plain operators, all (T, B))."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3, 5), (4, 3, 5), (4, 3), (4, 3), (4, 3)]


class LearnerInputs(HybridBlock):
    def __init__(self, num_actions=5, gamma=0.99, **kwargs):
        super().__init__(**kwargs)
        self._a, self._g = num_actions, gamma

    def hybrid_forward(self, F, target_logits, behaviour_logits, raw_actions, raw_dones, rewards):
        actions = F.clip(F.floor((raw_actions + 1) / 2 * self._a), 0, self._a - 1)
        log_rhos = (F.pick(F.log_softmax(target_logits, axis=-1), actions, axis=-1)
                    - F.pick(F.log_softmax(behaviour_logits, axis=-1), actions, axis=-1))
        discounts = (1 - (raw_dones > 0.8)) * self._g
        return F.clip(F.exp(log_rhos), 0, 1.0) * (F.clip(rewards, -1, 1) + discounts)


Net = LearnerInputs
