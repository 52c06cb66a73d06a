"""Centering each row with broadcast_sub against a keepdims mean."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.head = nn.Dense(3, in_units=5)

    def hybrid_forward(self, F, x):
        centered = F.broadcast_sub(x, F.mean(x, axis=1, keepdims=True))
        return self.head(centered)
