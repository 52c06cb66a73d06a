"""A detection toolbox's FPN neck: lateral 1x1 conv + BN + ReLU per level, the top-down pass
reading `prev_shape = laterals[i - 1].shape[2:]` (left unused) and adding the upsampled coarser map
into the list in place (`laterals[i - 1] += F.contrib.BilinearResize2D(..., like=...)`), then a 3x3
conv per level.

Source: KunyFox/Gluon-Box gbox/necks/fpn.py (FPN.hybrid_forward) at
155b1665997517b028af6bab2716fff2dc55a62a; adapted: the three levels passed as three inputs (the
original takes one list), the layers built with .add (the original passes them to the
HybridSequential constructor, and nests hybrid_forward inside __init__), no extra levels.
"""
from mxnet.gluon import nn
from mxnet.gluon.nn import HybridSequential


INPUTS = [(2, 2, 8, 8), (2, 3, 4, 4), (2, 4, 2, 2)]


def _conv_bn_relu(in_channels, out_channels, kernel_size, padding):
    seq = HybridSequential()
    seq.add(nn.Conv2D(in_channels=in_channels, channels=out_channels, kernel_size=kernel_size, padding=padding),
            nn.BatchNorm(), nn.Activation('relu'))
    return seq


class Net(nn.HybridBlock):
    def __init__(self, in_channels=(2, 3, 4), out_channels=3, num_outs=3, start_level=0):
        super(Net, self).__init__()
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.num_ins = len(in_channels)
        self.num_outs = num_outs
        self.backbone_end_level = self.num_ins
        self.start_level = start_level
        with self.name_scope():
            self.lateral_convs = HybridSequential()
            self.fpn_convs = HybridSequential()
            for i in range(self.start_level, self.backbone_end_level):
                self.lateral_convs.add(_conv_bn_relu(in_channels[i], out_channels, 1, 0))
                self.fpn_convs.add(_conv_bn_relu(out_channels, out_channels, 3, 1))

    def hybrid_forward(self, F, *inputs):
        assert len(inputs) == len(self.in_channels)

        # laterals
        laterals = [
            lateral_conv(inputs[i + self.start_level])
            for i, lateral_conv in enumerate(self.lateral_convs)
        ]

        # top-down path
        used_backbone_levels = len(laterals)
        for i in range(used_backbone_levels - 1, 0, -1):
            prev_shape = laterals[i - 1].shape[2:]
            laterals[i - 1] += F.contrib.BilinearResize2D(laterals[i], like=laterals[i - 1], mode='like')

        # outputs of the original levels
        outs = [
            self.fpn_convs[i](laterals[i]) for i in range(used_backbone_levels)
        ]
        return tuple(outs)
