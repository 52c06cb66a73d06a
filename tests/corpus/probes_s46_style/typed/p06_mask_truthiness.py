"""An optional single-element gate tested by truthiness (`if gate:`) instead of `is not None`."""
from typing import Optional

from mxnet.gluon import HybridBlock, nn
from mxnet.ndarray import NDArray

INPUTS = [(2, 5), (1,)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(5, in_units=5)

    def hybrid_forward(self, F, x: NDArray, gate: Optional[NDArray] = None) -> NDArray:
        y = self.fc(x)
        if gate:
            y = F.broadcast_mul(y, F.sigmoid(gate))
        return y
