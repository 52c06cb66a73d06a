"""Numpy-mode MIL head (`@use_np`, `hybrid_forward`): the positive-class column by basic indexing `probs[:, 1]`, the bag score by `F.np.max`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(7, 6)]


@use_np
class NumpyMaxMIL(HybridBlock):
    def __init__(self, in_units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Dense(2, in_units=in_units)

    def hybrid_forward(self, F, bag):
        probs = F.npx.softmax(self.cls(bag), axis=-1)
        pos = probs[:, 1]
        return F.np.max(pos), pos


Net = NumpyMaxMIL
