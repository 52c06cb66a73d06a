"""NODE response weights as a python loop over depth: the (N, T, D) soft bins cut by `F.split(..., num_outputs=self._d, axis=2, squeeze_axis=True)` into D arrays of (N, T), `w = bins[0]` then `for b in bins[1:]: w = w * b` (a python list's element and slice; equal shapes), scaled by `1 / len(bins)`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5)]


class DepthProduct(HybridBlock):
    def __init__(self, in_features=5, trees=3, depth=3, **kwargs):
        super().__init__(**kwargs)
        self._t, self._d = trees, depth
        self.sel = self.params.get("sel", shape=(in_features, trees * depth), init=init.Uniform(1.0))
        self.thr = self.params.get("thr", shape=(trees, depth), init=init.Uniform(0.5))

    def hybrid_forward(self, F, x, sel, thr):
        fv = F.dot(x, F.softmax(sel, axis=0)).reshape((0, self._t, self._d))
        bins = F.split(F.sigmoid(F.broadcast_sub(fv, thr)), num_outputs=self._d, axis=2, squeeze_axis=True)
        w = bins[0]
        for b in bins[1:]:
            w = w * b
        return w / len(bins)


Net = DepthProduct
