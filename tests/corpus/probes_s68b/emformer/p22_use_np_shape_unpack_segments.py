"""Numpy-mode Emformer summaries (`@use_np` on a `hybrid_forward`) unpacking `b, t, d = x.shape` to cut
the segments."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 8, 6)]


@use_np
class NumpyShapeSegments(HybridBlock):
    def __init__(self, dim=6, segment_length=4, **kwargs):
        super().__init__(**kwargs)
        self.seg = segment_length
        with self.name_scope():
            self.mem_proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        b, t, d = x.shape
        return self.mem_proj(x.reshape((b, t // self.seg, self.seg, d)).mean(axis=2))


Net = NumpyShapeSegments
