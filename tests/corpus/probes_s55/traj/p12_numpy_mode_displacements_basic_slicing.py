"""Numpy-mode trajectory encoder (`@use_np`, `hybrid_forward`): displacements by basic slicing `obs[:, 1:] - obs[:, :-1]`, mean speed by `F.np.linalg.norm`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(3, 8, 2)]


@use_np
class NumpyTrajEncoder(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(hidden, flatten=False, in_units=2)

    def hybrid_forward(self, F, obs):
        rel = obs[:, 1:] - obs[:, :-1]
        speed = F.np.sqrt(F.np.sum(rel ** 2, axis=-1))
        return self.proj(rel), F.np.mean(speed, axis=1)


Net = NumpyTrajEncoder
