"""The squeeze-excitation gate applied with broadcast_mul (and expand_dims twice)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.squeeze = nn.Dense(2, in_units=4)
            self.excite = nn.Dense(4, in_units=2)

    def hybrid_forward(self, F, x):
        w = F.mean(x, axis=(2, 3))
        w = F.sigmoid(self.excite(F.relu(self.squeeze(w))))
        return F.broadcast_mul(x, w.expand_dims(axis=2).expand_dims(axis=3))
