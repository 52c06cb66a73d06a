"""Numpy-mode IQA pooling (`@use_np`, `hybrid_forward`): patch scores by `F.np`, the top-left patches dropped by basic slicing, mean and std by `F.np`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 5, 6)]


@use_np
class NumpyPatchPooling(HybridBlock):
    def __init__(self, **kwargs):
        super(NumpyPatchPooling, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, flatten=False, in_units=6)

    def hybrid_forward(self, F, feats):
        s = F.np.squeeze(self.score(feats), axis=-1)[:, 1:]
        mean = F.np.mean(s, axis=1)
        return mean, F.np.sqrt(F.np.mean((s - F.np.expand_dims(mean, 1)) ** 2, axis=1))


Net = NumpyPatchPooling
