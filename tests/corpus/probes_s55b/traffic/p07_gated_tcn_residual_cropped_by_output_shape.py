"""Gated temporal convolution whose residual is cropped to the output's length with `begin=-x.shape[3]`, the way the PyTorch original writes `residual[..., -x.size(3):]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 8)]


class GatedTCNLayer(HybridBlock):
    def __init__(self, channels=4, dilation=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.filt = nn.Conv2D(channels, kernel_size=(1, 2), dilation=(1, dilation), in_channels=channels)
            self.gate = nn.Conv2D(channels, kernel_size=(1, 2), dilation=(1, dilation), in_channels=channels)

    def hybrid_forward(self, F, x):
        residual = x
        x = F.tanh(self.filt(x)) * F.sigmoid(self.gate(x))
        return x + F.slice_axis(residual, axis=3, begin=-x.shape[3], end=None)


Net = GatedTCNLayer
