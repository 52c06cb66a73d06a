"""Slimmable / once-for-all conv: one shared weight Parameter at full width, the active width `self.active_out` (a python int) cut with `F.slice_axis` on both weight axes before `F.Convolution`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8)]


class DynamicConv(HybridBlock):
    def __init__(self, in_channels=6, max_out=8, kernel=3, active_in=3, active_out=4, **kwargs):
        super().__init__(**kwargs)
        self._kernel = kernel
        self.active_in, self.active_out = active_in, active_out
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(max_out, in_channels, kernel, kernel))
            self.bias = self.params.get("bias", shape=(max_out,), init="zeros")

    def hybrid_forward(self, F, x, weight, bias):
        w = F.slice_axis(F.slice_axis(weight, axis=0, begin=0, end=self.active_out), axis=1, begin=0, end=self.active_in)
        b = F.slice_axis(bias, axis=0, begin=0, end=self.active_out)
        return F.Convolution(x, w, b, kernel=(self._kernel,) * 2, pad=(self._kernel // 2,) * 2,
                             num_filter=self.active_out)


class Net(DynamicConv):
    pass
