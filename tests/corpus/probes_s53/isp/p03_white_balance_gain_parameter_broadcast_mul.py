"""Learnable white balance: per-plane gains as a (1, 4, 1, 1) Parameter applied to the packed raw by `F.broadcast_mul`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 4, 4)]


class WhiteBalance(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gains = self.params.get("gains", shape=(1, 4, 1, 1), init=init.One())

    def hybrid_forward(self, F, packed, gains):
        return F.clip(F.broadcast_mul(packed, F.relu(gains)), -1, 1)


Net = WhiteBalance
