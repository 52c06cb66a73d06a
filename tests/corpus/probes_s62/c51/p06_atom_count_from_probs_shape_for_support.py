"""C51 expected Q with the support built in the graph from the distribution's size: `num_atoms = probs.shape[-1]` and `F.arange(num_atoms)` scaled to [v_min, v_max]."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class ShapeSupportC51(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=3, num_atoms=11, v_min=-5.0, v_max=5.0, **kwargs):
        super(ShapeSupportC51, self).__init__(**kwargs)
        self._a, self._z = num_actions, num_atoms
        self._vmin, self._vmax = v_min, v_max
        with self.name_scope():
            self.fc = nn.Dense(num_actions * num_atoms, in_units=obs_dim)

    def hybrid_forward(self, F, obs):
        probs = F.softmax(self.fc(obs).reshape((0, self._a, self._z)), axis=-1)
        num_atoms = probs.shape[-1]
        dz = (self._vmax - self._vmin) / (num_atoms - 1)
        support = (F.arange(num_atoms) * dz + self._vmin).reshape((1, 1, -1))
        return F.broadcast_mul(probs, support).sum(axis=-1)


Net = ShapeSupportC51
