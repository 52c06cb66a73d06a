"""Numpy-mode TabNet explanation (`@use_np`, `hybrid_forward`): the features a step's mask keeps selected by boolean indexing `x[mask > 0.1]`, their sum as the step's contribution."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 6)]


@use_np
class NumpySelected(HybridBlock):
    def __init__(self, num_features=6, **kwargs):
        super(NumpySelected, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(num_features, in_units=num_features)

    def hybrid_forward(self, F, x):
        mask = F.npx.softmax(self.fc(x), axis=1)
        return F.np.sum(x[mask > 0.1]), mask


Net = NumpySelected
