"""`forward` wraps the inherited HybridBlock.forward (which traces hybrid_forward) and scales it."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class Net(HybridBlock):
    def __init__(self, scale=0.5):
        super().__init__()
        self.scale = scale
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x):
        return F.tanh(self.fc(x))

    def forward(self, x):
        if isinstance(x, mx.nd.NDArray) and x.shape[0] == 0:
            return x
        return super().forward(x) * self.scale
