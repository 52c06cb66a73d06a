"""C51 projection of the Bellman target onto the fixed atoms: `Tz = clip(r + gamma * (1 - done) * z)`, `b = (Tz - v_min) / dz`, lower/upper atoms by `floor`/`ceil`, the mass split between them and scattered by `one_hot` and `batch_dot`; shapes (N, 1) against the (1, Z) support by broadcast ops."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(4,), (4,), (4, 9)]


class CategoricalProjection(HybridBlock):
    def __init__(self, num_atoms=9, v_min=-2.0, v_max=2.0, gamma=0.9, **kwargs):
        super(CategoricalProjection, self).__init__(**kwargs)
        self._z = num_atoms
        self._vmin, self._vmax, self._gamma = v_min, v_max, gamma
        self._dz = (v_max - v_min) / (num_atoms - 1)
        with self.name_scope():
            self.support = self.params.get_constant(
                "support", np.linspace(v_min, v_max, num_atoms).astype("float32").reshape(1, -1))

    def hybrid_forward(self, F, rewards, done_raw, next_logits, support):
        not_done = (done_raw < 0.5).reshape((-1, 1))
        p_next = F.softmax(next_logits, axis=-1)
        tz = F.broadcast_add(rewards.reshape((-1, 1)), self._gamma * F.broadcast_mul(not_done, support))
        tz = F.clip(tz, self._vmin, self._vmax)
        b = (tz - self._vmin) / self._dz
        lower = F.floor(b)
        upper = F.ceil(b)
        same = (upper == lower)
        m_l = p_next * (upper - b + same)
        m_u = p_next * (b - lower)
        proj = F.batch_dot(m_l.expand_dims(1), F.one_hot(lower, self._z)) + \
            F.batch_dot(m_u.expand_dims(1), F.one_hot(upper, self._z))
        return proj.reshape((-1, self._z))


Net = CategoricalProjection
