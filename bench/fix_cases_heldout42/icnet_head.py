"""Cascade head of an ICNet draft: `_ICHead.hybrid_forward(self, F, x_sub1, x_sub2, x_sub4)` fuses the
three branches with two `CascadeFeatureFusion` children (each resizes with `height=x_high.shape[2],
width=x_high.shape[3]`), then upsamples by 2 and by 4 with sizes read from the tensors,
`F.contrib.BilinearResize2D(x_cff_12, height=2*x_cff_12.shape[2], width=2*x_cff_12.shape[3])` and
`height=4*up_x2.shape[2], width=4*up_x2.shape[3]`, and returns the four score maps as a tuple.
Eagerly it runs; hybridized the first child's `x_high.shape` is an AttributeError of the Symbol.

Source: a public MXNet ICNet draft over GluonCV parts (find_string id 41853394847; read by an analyzer
held-out round, tests/corpus/HELDOUT.md, "ICNet draft"; in no fix set), `CascadeFeatureFusion` and
`_ICHead` as written but for the channel numbers the head hard-codes (128/64/128 and 256/256/128,
the conv_cls input 128), made 8/4/8, 16/16/8 and 8 to keep the bench small; ICNet, its loss,
ConvBnRelu and the GluonCV imports left out. Net: 3 classes. Inputs: x_sub1 (1, 4, 8, 8), x_sub2
(1, 16, 4, 4), x_sub4 (1, 16, 2, 2).
"""
from mxnet.gluon import nn
from mxnet.gluon.nn import HybridBlock

INPUTS = [(1, 4, 8, 8), (1, 16, 4, 4), (1, 16, 2, 2)]


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


class _ICHead(HybridBlock):
    # pylint: disable=redefined-outer-name
    def __init__(self, nclass, norm_layer=nn.BatchNorm):
        super(_ICHead, self).__init__()
        self.cff_12 = CascadeFeatureFusion(8, 4, 8, nclass, norm_layer)
        self.cff_24 = CascadeFeatureFusion(16, 16, 8, nclass, norm_layer)

        with self.name_scope():
            self.conv_cls = nn.Conv2D(in_channels=8, channels=nclass,
                                      kernel_size=1, use_bias=False)

    # pylint: disable=arguments-differ
    def hybrid_forward(self, F, x_sub1, x_sub2, x_sub4):
        outputs = []

        x_cff_24, x_24_cls = self.cff_24(x_sub4, x_sub2)
        outputs.append(x_24_cls)
        x_cff_12, x_12_cls = self.cff_12(x_cff_24, x_sub1)
        outputs.append(x_12_cls)

        up_x2 = F.contrib.BilinearResize2D(x_cff_12, height=2*x_cff_12.shape[2], width=2*x_cff_12.shape[3])
        up_x2 = self.conv_cls(up_x2)
        outputs.append(up_x2)
        up_x8 = F.contrib.BilinearResize2D(up_x2, height=4*up_x2.shape[2], width=4*up_x2.shape[3])
        outputs.append(up_x8)
        # 1 -> 1/4 -> 1/8 -> 1/16
        outputs.reverse()
        return tuple(outputs)


class Net(_ICHead):
    def __init__(self):
        super(Net, self).__init__(3)
