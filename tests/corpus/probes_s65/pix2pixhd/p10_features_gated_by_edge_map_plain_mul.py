"""pix2pixHD encoder features gated by the instance edges, `feat * (1 - edge)`: (N, C, H, W) features against the (N, 1, H, W) edge map by a plain `*` -- a Symbol's `*` wants equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 6, 6), (2, 3, 6, 6)]


class EdgeGatedFeatures(HybridBlock):
    def __init__(self, n_inst=3, ch=4, **kwargs):
        super(EdgeGatedFeatures, self).__init__(**kwargs)
        self._k = n_inst
        with self.name_scope():
            self.enc = nn.Conv2D(ch, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, raw, img):
        inst = F.floor((raw + 1) * 0.5 * (self._k - 1e-3))
        dw = F.slice_axis(inst, axis=3, begin=1, end=None) != F.slice_axis(inst, axis=3, begin=0, end=-1)
        edge = F.concat(dw, F.zeros_like(F.slice_axis(inst, axis=3, begin=0, end=1)), dim=3)
        return self.enc(img) * (1 - edge)


Net = EdgeGatedFeatures
