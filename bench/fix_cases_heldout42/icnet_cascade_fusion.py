"""Cascade feature fusion of an ICNet draft: `CascadeFeatureFusion.hybrid_forward(self, F, x_low, x_high)`
resizes the low-resolution branch to the high one's size read from the tensor,
`F.contrib.BilinearResize2D(x_low, height=x_high.shape[2], width=x_high.shape[3])`, then a dilated
convolution, batch norm and the sum with the projected high branch. Eagerly it runs; hybridized
`x_high.shape` is an AttributeError of the Symbol.

Source: a public MXNet ICNet draft over GluonCV parts (find_string id 41853394847; read by an analyzer
held-out round, tests/corpus/HELDOUT.md, "ICNet draft"; in no fix set), `CascadeFeatureFusion` as
written; ICNet, its loss, `_ICHead` (its own case), ConvBnRelu and the GluonCV imports left out.
Net: 6 low channels, 4 high, 5 out, 3 classes. Inputs: the low branch (2, 6, 3, 4), the high
branch (2, 4, 6, 8). Outputs: the fused map and the low branch's class scores.
"""
from mxnet.gluon import nn
from mxnet.gluon.nn import HybridBlock

INPUTS = [(2, 6, 3, 4), (2, 4, 6, 8)]


class CascadeFeatureFusion(HybridBlock):
    def __init__(self, low_channels, high_channels, out_channels, nclass, norm_layer=nn.BatchNorm):
        super(CascadeFeatureFusion, self).__init__()

        with self.name_scope():
            self.conv_low = nn.HybridSequential()
            with self.conv_low.name_scope():
                self.conv_low.add(nn.Conv2D(in_channels=low_channels, channels=out_channels,
                                            kernel_size=3, padding=2, dilation=2, use_bias=False))
                self.conv_low.add(norm_layer(in_channels=out_channels))

            self.conv_hign = nn.HybridSequential()
            with self.conv_hign.name_scope():
                self.conv_hign.add(nn.Conv2D(in_channels=high_channels, channels=out_channels,
                                             kernel_size=1, use_bias=False))
                self.conv_hign.add(norm_layer(in_channels=out_channels))

            self.conv_low_cls = nn.Conv2D(in_channels=out_channels, channels=nclass,
                                          kernel_size=1, use_bias=False)

    def hybrid_forward(self, F, x_low, x_high):
        x_low = F.contrib.BilinearResize2D(x_low, height=x_high.shape[2], width=x_high.shape[3])
        x_low = self.conv_low(x_low)
        x_high = self.conv_hign(x_high)

        x = x_low + x_high
        x = F.relu(x)

        x_low_cls = self.conv_low_cls(x_low)

        return x, x_low_cls


class Net(CascadeFeatureFusion):
    def __init__(self):
        super(Net, self).__init__(6, 4, 5, 3)
