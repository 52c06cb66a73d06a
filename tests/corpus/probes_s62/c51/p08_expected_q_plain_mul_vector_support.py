"""C51 expected Q ported from PyTorch: `(probs * support).sum(-1)` with probs (N, A, Z) and the support a (Z,) constant by plain `*` (eagerly broadcast, traced elementwise on different shapes)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class PlainSupportC51(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=3, num_atoms=7, v_min=-3.0, v_max=3.0, **kwargs):
        super(PlainSupportC51, self).__init__(**kwargs)
        self._a, self._z = num_actions, num_atoms
        with self.name_scope():
            self.fc = nn.Dense(num_actions * num_atoms, in_units=obs_dim)
            self.support = self.params.get_constant(
                "support", np.linspace(v_min, v_max, num_atoms).astype("float32"))

    def hybrid_forward(self, F, obs, support):
        probs = F.softmax(self.fc(obs).reshape((0, self._a, self._z)), axis=-1)
        return (probs * support).sum(axis=-1)


Net = PlainSupportC51
