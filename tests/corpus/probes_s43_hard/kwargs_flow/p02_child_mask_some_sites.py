"""A child with `mask=None` is given the mask at one call site and nothing at the other."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4), (2, 3, 1)]


class MaskedPool(HybridBlock):
    def hybrid_forward(self, F, x, mask=None):
        if mask is not None:
            x = F.broadcast_mul(x, mask)
        return F.sum(x, axis=1)


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.pool = MaskedPool()
        self.fc = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, x, m):
        return self.pool(x, m) + self.pool(self.fc(x))
