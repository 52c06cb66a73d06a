"""Least-used slot allocation (DNC-style, simplified): the slot with the smallest usage by `F.topk(..., is_ascend=True, k=1)`, turned into write weights with `one_hot` of a declared slot count."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 5)]


class Allocator(HybridBlock):
    def __init__(self, slots=5, **kwargs):
        super().__init__(**kwargs)
        self._slots = slots
        with self.name_scope():
            self.gate = nn.Dense(1, activation="sigmoid", in_units=6)

    def hybrid_forward(self, F, ctrl, usage):
        least = F.topk(usage, axis=1, k=1, is_ascend=True).reshape((-1,))
        alloc = F.one_hot(least, depth=self._slots)
        return F.broadcast_mul(self.gate(ctrl), alloc)


class Net(Allocator):
    pass
