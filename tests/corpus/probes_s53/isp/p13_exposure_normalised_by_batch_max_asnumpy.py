"""Auto exposure dividing by the brightest value in the batch, fetched with `.asnumpy()` and turned into a python float."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4)]


class AutoExposure(HybridBlock):
    def __init__(self, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps

    def hybrid_forward(self, F, img):
        x = F.abs(img)
        peak = float(x.max().asnumpy()) + self.eps
        return x / peak


Net = AutoExposure
