"""QR-DQN quantile regression head: Dense to (N, A, Q) by reshape codes, the chosen action's quantiles by a one-hot mask, pairwise TD errors by `broadcast_sub` of (N, 1, Q) and (N, Q, 1), Huber by `where`, weighted by `abs(tau - (u < 0))` with the midpoints tau a (1, Q, 1) constant."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4, 3), (4, 5)]


class QuantileHuberLoss(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=3, num_quantiles=5, kappa=1.0, **kwargs):
        super(QuantileHuberLoss, self).__init__(**kwargs)
        self._a, self._q, self._k = num_actions, num_quantiles, kappa
        tau = ((np.arange(num_quantiles) + 0.5) / num_quantiles).astype("float32").reshape(1, -1, 1)
        with self.name_scope():
            self.fc = nn.Dense(num_actions * num_quantiles, in_units=obs_dim)
            self.tau = self.params.get_constant("tau", tau)

    def hybrid_forward(self, F, obs, act_scores, target, tau):
        quantiles = self.fc(obs).reshape((0, -4, self._a, self._q))
        actions = F.argmax(act_scores, axis=-1)
        chosen = F.broadcast_mul(quantiles, F.one_hot(actions, self._a).expand_dims(2)).sum(axis=1)
        u = F.broadcast_sub(target.expand_dims(1), chosen.expand_dims(2))
        abs_u = F.abs(u)
        huber = F.where(abs_u <= self._k, 0.5 * F.square(u), self._k * (abs_u - 0.5 * self._k))
        weight = F.abs(F.broadcast_sub(tau, (u < 0)))
        return (weight * huber).sum(axis=1).mean(axis=1)


Net = QuantileHuberLoss
