"""DCN (v1) cross layer with a weight vector: `xw = F.dot(x, w)` is (N, 1) and is multiplied into x0 (N, D) by plain `*` -- broadcasting the NDArray does, the traced symbol does not."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class CrossLayerV1(HybridBlock):
    def __init__(self, in_units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w = self.params.get("w", shape=(in_units, 1))
            self.b = self.params.get("b", shape=(1, in_units), init="zeros")

    def hybrid_forward(self, F, x0, w, b):
        xw = F.dot(x0, w)
        return F.broadcast_add(x0 * xw, b) + x0


Net = CrossLayerV1
