"""Numpy-mode IQA head (`@use_np`, `hybrid_forward`): the last patch's score by basic indexing `s[:, -1]`, a patch-by-image score table by `s.T`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 5, 6)]


@use_np
class NumpyPatchHead(HybridBlock):
    def __init__(self, **kwargs):
        super(NumpyPatchHead, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, flatten=False, in_units=6)

    def hybrid_forward(self, F, feats):
        s = F.np.squeeze(self.score(feats), axis=-1)
        return s[:, -1], s.T


Net = NumpyPatchHead
