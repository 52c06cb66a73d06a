"""Double-DQN style target selection for C51: the greedy next action read back by `.asnumpy()` and turned into a one-hot mask with `F.one_hot` before gathering the target distribution."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class GreedyTargetC51(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=3, num_atoms=5, **kwargs):
        super(GreedyTargetC51, self).__init__(**kwargs)
        self._a, self._z = num_actions, num_atoms
        with self.name_scope():
            self.fc = nn.Dense(num_actions * num_atoms, in_units=obs_dim)
            self.support = self.params.get_constant(
                "support", np.linspace(-1, 1, num_atoms).astype("float32").reshape(1, 1, -1))

    def hybrid_forward(self, F, obs, support):
        probs = F.softmax(self.fc(obs).reshape((0, self._a, self._z)), axis=-1)
        q = F.broadcast_mul(probs, support).sum(axis=-1)
        best = q.argmax(axis=1).asnumpy()
        mask = F.one_hot(F.array(best), self._a).expand_dims(2)
        return F.broadcast_mul(probs, mask).sum(axis=1)


Net = GreedyTargetC51
