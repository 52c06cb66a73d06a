"""Slimmable conv that cuts the shared weight with `weight[:c_out, :c_in]`, as the PyTorch once-for-all code does."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, in_channels=6, max_out=8, kernel=3, active_in=3, active_out=4, **kwargs):
        super().__init__(**kwargs)
        self.kernel = kernel
        self.active_in, self.active_out = active_in, active_out
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(max_out, in_channels, kernel, kernel))

    def hybrid_forward(self, F, x, weight):
        w = weight[:self.active_out, :self.active_in]
        return F.Convolution(x, w, kernel=(self.kernel, self.kernel), pad=(1, 1), num_filter=self.active_out,
                             no_bias=True)
