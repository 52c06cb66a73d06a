"""A helper annotated `-> Tuple[NDArray, NDArray]` returns two tensors that the caller unpacks."""
from typing import Tuple

from mxnet.gluon import HybridBlock, nn
from mxnet.ndarray import NDArray

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=5)

    def _gate(self, F, x: NDArray) -> Tuple[NDArray, NDArray]:
        y = self.fc(x)
        return F.slice_axis(y, axis=1, begin=0, end=3), F.slice_axis(y, axis=1, begin=3, end=6)

    def hybrid_forward(self, F, x):
        value, gate = self._gate(F, x)
        return value * F.sigmoid(gate)
