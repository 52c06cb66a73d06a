"""A subclass runs the base's hybrid_forward through super() and adds an activation."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Projection(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc = nn.Dense(3, in_units=5)

    def hybrid_forward(self, F, x):
        return self.fc(x)


class Net(Projection):
    def hybrid_forward(self, F, x):
        y = super().hybrid_forward(F, x)
        return F.LeakyReLU(y, slope=0.1)
