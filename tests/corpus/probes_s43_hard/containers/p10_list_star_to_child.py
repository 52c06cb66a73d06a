"""A python list of two tensors is star-forwarded to a fusion child that takes them positionally."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 4)]


class Fuse(HybridBlock):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(4)

    def hybrid_forward(self, F, a, b):
        return self.proj(F.concat(a, b, dim=1))


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fuse = Fuse()

    def hybrid_forward(self, F, x, y):
        pair = [F.relu(x), F.relu(y)]
        return self.fuse(*pair)
