"""C51 training: the distribution of the taken action gathered from (N, A, Z) by a one-hot (N, A, 1) mask and a sum over the action axis, then the cross entropy against a target distribution given as (N, Z)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4,), (4, 7)]


class C51Loss(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=3, num_atoms=7, **kwargs):
        super(C51Loss, self).__init__(**kwargs)
        self._a = num_actions
        self._z = num_atoms
        with self.name_scope():
            self.fc = nn.Dense(num_actions * num_atoms, in_units=obs_dim)

    def hybrid_forward(self, F, obs, act_raw, target_raw):
        actions = F.floor((act_raw + 1) * 0.5 * (self._a - 1e-3))
        logp = F.log_softmax(self.fc(obs).reshape((-1, self._a, self._z)), axis=-1)
        mask = F.one_hot(actions, self._a).expand_dims(axis=2)
        logp_a = F.broadcast_mul(logp, mask).sum(axis=1)
        target = F.softmax(target_raw, axis=-1)
        return -(target * logp_a).sum(axis=-1)


Net = C51Loss
