"""nn.HybridLambda with an F-lambda as an activation inside a sequential."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Dense(4, in_units=5),
                          nn.HybridLambda(lambda F, x: x * F.sigmoid(x)),
                          nn.Dense(2, in_units=4))

    def hybrid_forward(self, F, x):
        return self.body(x)
