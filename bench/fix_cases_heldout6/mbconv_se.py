"""EfficientNet MBConv with squeeze-and-excitation written with the eager namespaces
(`mx.nd.contrib.AdaptiveAvgPooling2D`, `mx.ndarray.sigmoid`).

Source: sufeidechabei/EfficientNet-Gluon @ a5f918d, model.py (MBConv.hybrid_forward); the expansion is one
1x1 conv + BN + Swish, drop-connect (training only) left out.
"""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 4, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, channels=4, t=2, se_ratio=0.25, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.use_shortcut = in_channels == channels
        self.se_ratio = se_ratio
        with self.name_scope():
            self.out = nn.HybridSequential()
            self.out.add(nn.Conv2D(in_channels * t, 1, use_bias=False), nn.BatchNorm(), nn.Swish())
            num_squeezed = max(1, int(in_channels * se_ratio))
            self._se_reduce = nn.HybridSequential()
            self._se_reduce.add(nn.Conv2D(num_squeezed, 1), nn.Swish())
            self._se_expand = nn.Conv2D(in_channels * t, 1)
            self.project_layer = nn.HybridSequential()
            self.project_layer.add(nn.Conv2D(channels, 1, use_bias=False), nn.BatchNorm())

    def hybrid_forward(self, F, input):
        x = input
        x = self.out(x)
        if self.se_ratio:
            out = mx.nd.contrib.AdaptiveAvgPooling2D(x, 1)
            out = self._se_expand(self._se_reduce(out))
            out = mx.ndarray.sigmoid(out) * x
        out = self.project_layer(out)
        if self.use_shortcut:
            out = F.elemwise_add(out, input)
        return out
