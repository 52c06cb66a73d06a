"""Double C51 on stacked online/target logits: one (N, 2 * A * Z) output unpacked by `online, target = F.split(..., num_outputs=2, axis=1)`, each reshaped to (N, A, Z) and softmaxed; the online greedy action (argmax of expected Q) selects the target distribution through a one-hot mask."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class DoubleC51(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=3, num_atoms=5, **kwargs):
        super(DoubleC51, self).__init__(**kwargs)
        self._a, self._z = num_actions, num_atoms
        with self.name_scope():
            self.fc = nn.Dense(2 * num_actions * num_atoms, in_units=obs_dim)
            self.support = self.params.get_constant(
                "support", np.linspace(-1, 1, num_atoms).astype("float32").reshape(1, 1, -1))

    def hybrid_forward(self, F, obs, support):
        online, target = F.split(self.fc(obs), num_outputs=2, axis=1)
        p_online = F.softmax(online.reshape((0, self._a, self._z)), axis=-1)
        p_target = F.softmax(target.reshape((0, self._a, self._z)), axis=-1)
        best = F.argmax(F.broadcast_mul(p_online, support).sum(axis=-1), axis=1)
        mask = F.one_hot(best, self._a).expand_dims(2)
        return F.broadcast_mul(p_target, mask).sum(axis=1)


Net = DoubleC51
