"""Magnitude pruning whose threshold is the python-indexed element `F.sort(mag.reshape((-1,)))[self.cut]` of the sorted magnitudes."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class SortPrunedDense(HybridBlock):
    def __init__(self, in_units=6, units=4, cut=12, **kwargs):
        super().__init__(**kwargs)
        self.units, self.cut = units, cut
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())

    def hybrid_forward(self, F, x, weight):
        mag = F.abs(weight)
        thresh = F.sort(mag.reshape((-1,)))[self.cut]
        mask = F.broadcast_greater_equal(mag, thresh.reshape((1, 1)))
        return F.FullyConnected(x, weight * mask, num_hidden=self.units, no_bias=True)


Net = SortPrunedDense
