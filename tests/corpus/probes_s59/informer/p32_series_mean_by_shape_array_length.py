"""Informer series decomposition trend by a mean over time normalised by the length read at run time: `F.slice_axis(F.shape_array(x), axis=0, begin=1, end=2)` cast to float, `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 3)]


class TrendRemoval(HybridBlock):
    def __init__(self, d_model=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False, in_units=3)

    def hybrid_forward(self, F, x):
        length = F.cast(F.slice_axis(F.shape_array(x), axis=0, begin=1, end=2), "float32")
        trend = F.broadcast_div(F.sum(x, axis=1, keepdims=True), length.reshape((1, 1, 1)))
        return self.embed(F.broadcast_sub(x, trend))


Net = TrendRemoval
