"""The batch size is taken as `len()` of the first tensor of a child's returned pair to fold it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class Twin(HybridBlock):
    def __init__(self):
        super().__init__()
        self.a = nn.Dense(4, flatten=False)
        self.b = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, x):
        return self.a(x), self.b(x)


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.twin = Twin()

    def hybrid_forward(self, F, x):
        pair = self.twin(x)
        batch = len(pair[0])
        return (pair[0] - pair[1]).reshape((batch, -1))
