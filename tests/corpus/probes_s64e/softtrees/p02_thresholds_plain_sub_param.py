"""NODE ODST with the thresholds subtracted as the PyTorch original writes `feature_values - self.feature_thresholds`: the (N, T, D) feature values minus the (T, D) threshold Parameter by a plain `-` (a Symbol difference wants equal shapes)."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5)]


class PlainThresholds(HybridBlock):
    def __init__(self, in_features=5, trees=3, depth=2, **kwargs):
        super().__init__(**kwargs)
        self._t, self._d = trees, depth
        self.sel = self.params.get("sel", shape=(in_features, trees * depth), init=init.Uniform(1.0))
        self.thr = self.params.get("thr", shape=(trees, depth), init=init.Uniform(0.5))

    def hybrid_forward(self, F, x, sel, thr):
        fv = F.dot(x, F.softmax(sel, axis=0)).reshape((0, self._t, self._d))
        return F.sigmoid(fv - thr)


Net = PlainThresholds
