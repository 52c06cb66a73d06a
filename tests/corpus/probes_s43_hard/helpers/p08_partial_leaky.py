"""functools.partial binds the activation's keyword arguments once; applied to two branches."""
import functools

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.a = nn.Dense(3)
        self.b = nn.Dense(3)

    def hybrid_forward(self, F, x):
        act = functools.partial(F.LeakyReLU, act_type="leaky", slope=0.2)
        return act(self.a(x)) + act(self.b(x))
