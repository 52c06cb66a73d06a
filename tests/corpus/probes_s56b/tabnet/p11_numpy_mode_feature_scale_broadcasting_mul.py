"""Numpy-mode TabNet step (`@use_np`, `hybrid_forward`): the (N, D) features times a learned (D,) feature-scale Parameter by a plain `*` (numpy broadcasting), a softmax mask by `npx`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 6)]


@use_np
class NumpyMaskStep(HybridBlock):
    def __init__(self, num_features=6, **kwargs):
        super(NumpyMaskStep, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(num_features, in_units=num_features)
            self.feat_scale = self.params.get("feat_scale", shape=(num_features,), init="ones")

    def hybrid_forward(self, F, x, feat_scale):
        mask = F.npx.softmax(self.fc(x) * feat_scale, axis=-1)
        return mask * x


Net = NumpyMaskStep
