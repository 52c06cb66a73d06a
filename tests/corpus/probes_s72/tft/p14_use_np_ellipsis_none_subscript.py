"""Numpy-mode TFT gate that adds a trailing axis with the subscript `w[..., None]` (refused by an
np Symbol of MXNet 1.9.1)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 4, 12)]


@use_np
class NumpySelection(HybridBlock):
    def __init__(self, num_vars=3, units=4, **kwargs):
        super().__init__(**kwargs)
        self.num_vars, self.units = num_vars, units
        with self.name_scope():
            self.weights = nn.Dense(num_vars, flatten=False)

    def hybrid_forward(self, F, flat):
        w = npx.softmax(self.weights(flat), axis=-1)
        vars_ = flat.reshape(2, 4, self.num_vars, self.units)
        return (vars_ * w[..., None]).sum(axis=2)


Net = NumpySelection
