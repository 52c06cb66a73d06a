"""Augmented neural ODE: the state zero-padded by `aug` extra channels (`zeros_like` of a
constructor-sized channel slice, `F.concat(dim=1)`), Euler steps, the augmented channels dropped by
`slice_axis` at the end."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class AugmentedODE(HybridBlock):
    def __init__(self, channels=3, aug=2, steps=4, **kwargs):
        super().__init__(**kwargs)
        self.c, self.aug, self.steps = channels, aug, steps
        with self.name_scope():
            self.f = nn.HybridSequential()
            self.f.add(nn.Conv2D(8, 3, padding=1, activation="softrelu"), nn.Conv2D(channels + aug, 1))

    def hybrid_forward(self, F, x):
        pad = F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=self.aug))
        z = F.concat(x, pad, dim=1)
        for _ in range(self.steps):
            z = z + (1.0 / self.steps) * self.f(z)
        return F.slice_axis(z, axis=1, begin=0, end=self.c)


Net = AugmentedODE
