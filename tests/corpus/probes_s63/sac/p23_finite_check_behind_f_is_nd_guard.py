"""SAC actor with a debugging check that only runs eagerly: `if F is nd:` asserts the sampled actions are finite with `np.isfinite(a.asnumpy()).all()`; the traced graph never reaches the host read."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2)]


class CheckedActor(HybridBlock):
    def __init__(self, obs_dim=6, act_dim=2, **kwargs):
        super(CheckedActor, self).__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(act_dim, in_units=obs_dim)
            self.log_std = nn.Dense(act_dim, in_units=obs_dim)

    def hybrid_forward(self, F, obs, eps):
        a = F.tanh(self.mu(obs) + F.exp(F.clip(self.log_std(obs), -20, 2)) * eps)
        if F is nd:
            assert np.isfinite(a.asnumpy()).all(), "non-finite action"
        return a


Net = CheckedActor
