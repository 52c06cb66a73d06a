"""Top-k magnitude pruning with the kept count `int(weight.size * (1 - self.sparsity))`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class TopKPrunedDense(HybridBlock):
    def __init__(self, in_units=6, units=4, sparsity=0.5, **kwargs):
        super().__init__(**kwargs)
        self.units, self.sparsity = units, sparsity
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())

    def hybrid_forward(self, F, x, weight):
        keep = int(weight.size * (1 - self.sparsity))
        mag = F.abs(weight)
        top = F.topk(mag.reshape((-1,)), k=keep, ret_typ="value")
        kth = F.slice_axis(top, axis=0, begin=-1, end=None)
        mask = F.broadcast_greater_equal(mag, kth.reshape((1, 1)))
        return F.FullyConnected(x, weight * mask, num_hidden=self.units, no_bias=True)


Net = TopKPrunedDense
