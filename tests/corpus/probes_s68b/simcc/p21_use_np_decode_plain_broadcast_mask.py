"""Numpy-mode SimCC decoding (`@use_np` on a `hybrid_forward`): softmax of each axis, argmax divided by
the split ratio, the confidence as the larger of the two axes' maxima, and the locations of joints
below the threshold zeroed by a plain `*` of the (B, K, 2) locations and an (B, K, 1) mask -- numpy
broadcasting, legal on numpy-mode symbols."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 4, 30)]


@use_np
class NumpySimCCDecode(HybridBlock):
    def __init__(self, w=5, h=6, split_ratio=2.0, thr=0.05, **kwargs):
        super().__init__(**kwargs)
        self.split_ratio = split_ratio
        self.thr = thr
        with self.name_scope():
            self.cls_x = nn.Dense(int(w * split_ratio), flatten=False, in_units=30)
            self.cls_y = nn.Dense(int(h * split_ratio), flatten=False, in_units=30)

    def hybrid_forward(self, F, tokens):
        px = F.npx.softmax(self.cls_x(tokens), axis=-1)
        py = F.npx.softmax(self.cls_y(tokens), axis=-1)
        locs = F.np.stack([F.np.argmax(px, axis=-1), F.np.argmax(py, axis=-1)], axis=-1) / self.split_ratio
        conf = F.np.maximum(px.max(axis=-1), py.max(axis=-1))
        keep = F.np.expand_dims(conf > self.thr, -1)
        return locs * keep, conf


Net = NumpySimCCDecode
