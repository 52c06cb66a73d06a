"""IMPALA loss on time-major logits (T, B, A): the policy log-probability of the taken actions by `F.pick(F.log_softmax(logits), actions, axis=-1)`, the entropy `-sum(p * log p)` over actions, baseline `0.5 * square(vs - V)`, combined with configured costs and averaged."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3, 5), (4, 3), (4, 3), (4, 3), (4, 3)]


class ImpalaLoss(HybridBlock):
    def __init__(self, num_actions=5, baseline_cost=0.5, entropy_cost=0.01, **kwargs):
        super().__init__(**kwargs)
        self._a, self._bc, self._ec = num_actions, baseline_cost, entropy_cost

    def hybrid_forward(self, F, logits, raw_actions, advantages, vs, values):
        actions = F.clip(F.floor((raw_actions + 1) / 2 * self._a), 0, self._a - 1)
        logp = F.log_softmax(logits, axis=-1)
        pg = -F.pick(logp, actions, axis=-1) * F.BlockGrad(advantages)
        entropy = -F.sum(F.exp(logp) * logp, axis=-1)
        baseline = 0.5 * F.square(F.BlockGrad(vs) - values)
        return F.mean(pg + self._bc * baseline - self._ec * entropy)


Net = ImpalaLoss
