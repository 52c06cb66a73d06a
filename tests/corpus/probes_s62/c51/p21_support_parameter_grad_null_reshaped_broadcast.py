"""C51 with the atoms support a (Z,) Parameter (`grad_req="null"`, filled by an initializer and loaded with the other parameters), reshaped by `reshape((1, 1, -1))` and applied by `broadcast_mul` to the (N, A, Z) probabilities."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class ParamSupportC51(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=3, num_atoms=7, v_min=-3.0, v_max=3.0, **kwargs):
        super(ParamSupportC51, self).__init__(**kwargs)
        self._a, self._z = num_actions, num_atoms
        with self.name_scope():
            self.fc = nn.Dense(num_actions * num_atoms, in_units=obs_dim)
            self.support = self.params.get(
                "support", shape=(num_atoms,), grad_req="null", init=mx.init.Uniform(max(abs(v_min), v_max)))

    def hybrid_forward(self, F, obs, support):
        probs = F.softmax(self.fc(obs).reshape((0, self._a, self._z)), axis=-1)
        return F.broadcast_mul(probs, support.reshape((1, 1, -1))).sum(axis=-1)


Net = ParamSupportC51
