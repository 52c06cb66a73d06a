"""EBM energy head that clamps outliers only when needed: `if energy.max() > self.clip:` before `F.clip`, a python `if` on a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class EnergyHead(HybridBlock):
    def __init__(self, clip=0.5, **kwargs):
        super().__init__(**kwargs)
        self.clip = clip
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Dense(8, activation="softrelu"), nn.Dense(1))

    def hybrid_forward(self, F, x):
        energy = self.body(x)
        if energy.max() > self.clip:
            energy = F.clip(energy, -self.clip, self.clip)
        return energy


Net = EnergyHead
