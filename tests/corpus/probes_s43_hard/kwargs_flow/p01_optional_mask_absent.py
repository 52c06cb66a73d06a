"""An optional `mask=None` input guarded by `if mask is not None:`; the block is called without it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4)

    def hybrid_forward(self, F, x, mask=None):
        y = self.fc(x)
        if mask is not None:
            y = F.broadcast_mul(y, mask)
        return y
