"""Flow smoothing by a learnable depthwise kernel whose size and padding come from the Parameter object's declared `self.kernel.shape`."""
from mxnet.gluon import HybridBlock, nn
from mxnet import init

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class SmoothedFlow(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.flow = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.kernel = self.params.get("kernel", shape=(2, 1, k, k), init=init.Constant(1.0 / (k * k)))

    def hybrid_forward(self, F, moving, fixed, kernel):
        flow = self.flow(F.concat(moving, fixed, dim=1))
        k = self.kernel.shape[-1]
        return F.Convolution(flow, weight=kernel, kernel=(k, k), pad=(k // 2, k // 2), num_filter=2,
                             num_group=2, no_bias=True)


Net = SmoothedFlow
