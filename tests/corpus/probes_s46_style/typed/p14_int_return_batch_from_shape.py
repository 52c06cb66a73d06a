"""A helper annotated `-> int` returns `x.shape[0]`, used to build the reshape target."""
from mxnet.gluon import HybridBlock, nn
from mxnet.ndarray import NDArray

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(2, in_units=12)

    def _batch(self, x: NDArray) -> int:
        return x.shape[0]

    def hybrid_forward(self, F, x):
        return self.fc(F.reshape(x, shape=(self._batch(x), -1)))
