"""EBM energy with a soft clamp written as `F.where(energy > self.clip, ...)` against `ones_like` scaled by the python bound (a tensor comparison that stays in the graph), plus an L2 energy regulariser."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class EnergyHead(HybridBlock):
    def __init__(self, clip=0.5, alpha=0.1, **kwargs):
        super().__init__(**kwargs)
        self.clip, self.alpha = clip, alpha
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Dense(8, activation="softrelu"), nn.Dense(1))

    def hybrid_forward(self, F, x):
        energy = self.body(x)
        capped = F.where(energy > self.clip, F.ones_like(energy) * self.clip + 0.01 * energy, energy)
        return capped + self.alpha * F.square(energy)


Net = EnergyHead
