"""Negative-sample refinement that stops its python loop `if F.mean(e_neg - e_pos) < self.tol: break`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 5)]


class RefinedCD(HybridBlock):
    def __init__(self, steps=5, step_size=0.1, tol=-10.0, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.step_size, self.tol = steps, step_size, tol
        with self.name_scope():
            self.energy = nn.Dense(1, in_units=5)

    def hybrid_forward(self, F, pos, neg):
        e_pos = self.energy(pos)
        for _ in range(self.steps):
            e_neg = self.energy(neg)
            if F.mean(e_neg - e_pos) < self.tol:
                break
            neg = neg * (1 - self.step_size)
        return F.mean(e_pos) - F.mean(self.energy(neg))


Net = RefinedCD
