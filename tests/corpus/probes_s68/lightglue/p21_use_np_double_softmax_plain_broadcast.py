"""Numpy-mode LightGlue assignment with `@use_np` on `hybrid_forward`: `F.np.matmul` of the projected sets, the
double log-softmax by `F.npx.log_softmax`, and the matchability column and row added by plain `+` (numpy-mode
arrays broadcast, traced or not), the row by `.transpose(0, 2, 1)`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 5, 8), (2, 6, 8)]


@use_np
class NumpyAssignment(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.25
        with self.name_scope():
            self.final_proj = nn.Dense(dim, flatten=False, in_units=dim)
            self.matchability = nn.Dense(1, flatten=False, in_units=dim)

    def hybrid_forward(self, F, desc0, desc1):
        md0 = self.final_proj(desc0) * self.scale
        md1 = self.final_proj(desc1) * self.scale
        sim = F.np.matmul(md0, md1.transpose(0, 2, 1))
        z0 = -F.npx.activation(-self.matchability(desc0), act_type="softrelu")
        z1 = -F.npx.activation(-self.matchability(desc1), act_type="softrelu")
        scores = F.npx.log_softmax(sim, axis=2) + F.npx.log_softmax(sim, axis=1)
        return scores + z0 + z1.transpose(0, 2, 1)


Net = NumpyAssignment
