"""Top-k magnitude pruning: `topk` of the flattened absolute weight with a python k, the k-th value taken by `slice_axis(begin=-1)`, the mask by `broadcast_greater_equal`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class TopKPrunedDense(HybridBlock):
    def __init__(self, in_units=6, units=4, keep=10, **kwargs):
        super().__init__(**kwargs)
        self.units, self.keep = units, keep
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())

    def hybrid_forward(self, F, x, weight):
        mag = F.abs(weight)
        top = F.topk(mag.reshape((-1,)), k=self.keep, ret_typ="value")
        kth = F.slice_axis(top, axis=0, begin=-1, end=None)
        mask = F.broadcast_greater_equal(mag, kth.reshape((1, 1)))
        return F.FullyConnected(x, weight * mask, num_hidden=self.units, no_bias=True)


Net = TopKPrunedDense
