"""C51 head: a Dense of A * Z units reshaped by codes to (N, A, Z), softmax over the atoms, Q-values as the expectation against the atoms support `np.linspace(v_min, v_max, Z)` held as a (1, 1, Z) constant and applied by `broadcast_mul`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class C51Head(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=3, num_atoms=11, v_min=-10.0, v_max=10.0, **kwargs):
        super(C51Head, self).__init__(**kwargs)
        self._a = num_actions
        self._z = num_atoms
        support = np.linspace(v_min, v_max, num_atoms).astype("float32").reshape(1, 1, num_atoms)
        with self.name_scope():
            self.fc = nn.Dense(num_actions * num_atoms, in_units=obs_dim)
            self.support = self.params.get_constant("support", support)

    def hybrid_forward(self, F, obs, support):
        probs = F.softmax(self.fc(obs).reshape((0, self._a, self._z)), axis=-1)
        q = F.broadcast_mul(probs, support).sum(axis=-1)
        return probs, q


Net = C51Head
