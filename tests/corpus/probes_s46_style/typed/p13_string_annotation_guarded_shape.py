"""An input annotated `"mx.nd.NDArray"` whose shape is checked only under `isinstance(x, nd.NDArray)`."""
import mxnet as mx
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x: "mx.nd.NDArray") -> "mx.nd.NDArray":
        if isinstance(x, nd.NDArray) and x.shape[1] != 5:
            raise ValueError(f"expected 5 features, got {x.shape}")
        return self.fc(x)
