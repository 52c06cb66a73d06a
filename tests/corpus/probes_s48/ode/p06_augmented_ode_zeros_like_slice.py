"""Augmented neural ODE (ANODE): the state padded with `aug_dim` zero channels taken from `zeros_like` of the input and `slice_axis`/`tile` (no batch size needed), integrated by Euler, and the augmented channels dropped again by `slice_axis` before the classifier."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class Net(HybridBlock):
    def __init__(self, dim=3, aug_dim=2, steps=4, num_classes=2, **kwargs):
        super().__init__(**kwargs)
        self.dim, self.aug_dim, self.steps = dim, aug_dim, steps
        with self.name_scope():
            self.field = nn.Dense(dim + aug_dim, activation="tanh", in_units=dim + aug_dim)
            self.cls = nn.Dense(num_classes, in_units=dim)

    def hybrid_forward(self, F, x):
        zeros = F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=1))
        z = F.concat(x, F.tile(zeros, reps=(1, self.aug_dim)), dim=1)
        for _ in range(self.steps):
            z = z + (1.0 / self.steps) * self.field(z)
        return self.cls(F.slice_axis(z, axis=1, begin=0, end=self.dim))
