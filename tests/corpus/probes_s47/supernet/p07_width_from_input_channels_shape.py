"""Dynamic conv that adapts to its input width: `c_in = x.shape[1]` picks how much of the shared weight to slice."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, max_in=6, max_out=8, active_out=4, **kwargs):
        super().__init__(**kwargs)
        self.active_out = active_out
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(max_out, max_in, 3, 3))

    def hybrid_forward(self, F, x, weight):
        c_in = x.shape[1]
        w = F.slice_axis(F.slice_axis(weight, axis=0, begin=0, end=self.active_out), axis=1, begin=0, end=c_in)
        return F.Convolution(x, w, kernel=(3, 3), pad=(1, 1), num_filter=self.active_out, no_bias=True)
