"""RepVGG deploy block whose fused kernel is read with `self.fused_kernel.data()` inside `hybrid_forward` (instead of the Parameter argument Gluon passes), fed to `F.Convolution`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6, 6)]


class DataCallRepVGG(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._c = channels
        with self.name_scope():
            self.fused_kernel = self.params.get("fused_kernel", shape=(channels, channels, 3, 3))
            self.fused_bias = self.params.get("fused_bias", shape=(channels,), init="zeros")

    def hybrid_forward(self, F, x, fused_kernel, fused_bias):
        w = self.fused_kernel.data()
        return F.relu(F.Convolution(x, weight=w, bias=fused_bias, kernel=(3, 3), pad=(1, 1), num_filter=self._c))


Net = DataCallRepVGG
