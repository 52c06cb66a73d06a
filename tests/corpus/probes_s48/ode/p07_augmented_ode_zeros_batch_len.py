"""Augmented neural ODE that pads the state with `F.zeros((len(x), self.aug_dim))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class Net(HybridBlock):
    def __init__(self, dim=3, aug_dim=2, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.aug_dim, self.steps = aug_dim, steps
        with self.name_scope():
            self.field = nn.Dense(dim + aug_dim, activation="tanh", in_units=dim + aug_dim)

    def hybrid_forward(self, F, x):
        z = F.concat(x, F.zeros((len(x), self.aug_dim)), dim=1)
        for _ in range(self.steps):
            z = z + (1.0 / self.steps) * self.field(z)
        return z
