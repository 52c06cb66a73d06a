"""An `Optional[NDArray]` mask input defaulting to None, guarded with `if mask is not None` (not given here)."""
from typing import Optional

from mxnet.gluon import HybridBlock, nn
from mxnet.ndarray import NDArray

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(5, in_units=5)

    def hybrid_forward(self, F, x: NDArray, mask: Optional[NDArray] = None) -> NDArray:
        y = self.fc(x)
        if mask is not None:
            y = y * mask
        return F.softmax(y, axis=-1)
