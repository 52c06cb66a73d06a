"""Integration interval given as an input tensor (2,): `dt = (t_span[1] - t_span[0]) / self.steps`,
an integer subscript of a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4), (2,)]


class TensorInterval(HybridBlock):
    def __init__(self, dim=4, steps=2, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.f = nn.Dense(dim, activation="tanh")

    def hybrid_forward(self, F, z, t_span):
        dt = (t_span[1] - t_span[0]) / self.steps
        for _ in range(self.steps):
            z = z + F.broadcast_mul(dt.reshape((1, 1)), self.f(z))
        return z


Net = TensorInterval
