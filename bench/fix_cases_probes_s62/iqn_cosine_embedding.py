"""An implicit quantile network's head: the state embedded by a Dense, `num_tau` quantile fractions
drawn per state by `F.random.uniform(shape=(batch, self.num_tau, 1))` with `batch = state.shape[0]`,
each embedded by `cos(pi * i * tau)` over `i = arange(1, n_cos + 1)` (a plain `*` of (B, K, 1) and
(1, 1, n_cos)), merged with the state by a plain `*` of (B, 1, H) and (B, K, H), and the quantile values'
mean over the fractions returned as Q-values with the fractions."""
import numpy as np
from mxnet.gluon import nn


INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, state_dim=6, hidden=8, n_cos=4, num_tau=5, actions=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_cos = n_cos
        self.num_tau = num_tau
        with self.name_scope():
            self.feature = nn.Dense(hidden, in_units=state_dim, activation='relu')
            self.cos_embedding = nn.Dense(hidden, in_units=n_cos, flatten=False, activation='relu')
            self.fc = nn.Dense(hidden, in_units=hidden, flatten=False, activation='relu')
            self.out = nn.Dense(actions, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, state):
        batch = state.shape[0]
        x = self.feature(state)
        taus = F.random.uniform(shape=(batch, self.num_tau, 1))
        i_pi = np.pi * F.arange(1, self.n_cos + 1).reshape((1, 1, self.n_cos))
        phi = self.cos_embedding(F.cos(taus * i_pi))
        h = x.expand_dims(1) * phi
        quantiles = self.out(self.fc(h))
        return quantiles.mean(axis=1), taus.reshape((batch, self.num_tau))
