"""Gated residual network (TFT): the GLU halves are cut at `h.shape[-1] // 2` with `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class GatedResidual(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(units)
            self.fc2 = nn.Dense(2 * units)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        h = self.fc2(F.LeakyReLU(self.fc1(x), act_type="elu"))
        half = h.shape[-1] // 2
        glu = F.slice_axis(h, axis=-1, begin=0, end=half) * F.sigmoid(F.slice_axis(h, axis=-1, begin=half, end=None))
        return self.norm(x + glu)


Net = GatedResidual
