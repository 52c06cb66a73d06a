"""nn.HybridLambda given an operator name string, and a lambda with a keyword argument."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.act = nn.HybridLambda("tanh")
            self.soft = nn.HybridLambda(lambda F, x: F.softmax(x, axis=-1, temperature=2.0))

    def hybrid_forward(self, F, x):
        return self.soft(self.act(x))
