"""nn.HybridLambda whose lambda flattens with `x.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.flat = nn.HybridLambda(lambda F, x: x.reshape((x.shape[0], -1)))
            self.out = nn.Dense(2, in_units=12)

    def hybrid_forward(self, F, x):
        return self.out(self.flat(x))
