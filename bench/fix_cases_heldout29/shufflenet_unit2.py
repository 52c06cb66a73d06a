"""ShuffleNet-V2 stride-2 unit: a 1x1 / depthwise-3x3 (stride 2) / 1x1 branch beside a depthwise
(stride 2) / 1x1 shortcut, concatenated, then the channels shuffled by a module helper that
unpacks `n, c, h, w = x.shape` and reshapes with the eager `nd.Reshape` / `nd.transpose`.
Hybridized, `x.shape` in the helper raises AttributeError.

Source: Rainweic/ShuffleNet-V2-MXNET, shufflenetv2.py (find_string id 23227177184, the file of
shufflenet_unit1.py), `shuffle_channel`, `Conv2D_BN_ReLU`, `DepthwiseConv2D_BN` and
`ShufflenetUnit2` as written.  Built with 4 input and 8 output channels.  Input: (2, 4, 8, 8).
"""
from mxnet import nd
from mxnet.gluon import nn
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 8, 8)]


def shuffle_channel(x, groups):
    n, c, h, w = x.shape
    assert c % groups == 0, "Channel:{}, Groups:{}, Channel % Group != 0, shuffle_channel can't work!".format(
        c, groups
    )
    x = nd.Reshape(x, shape=(n, groups, c // groups, h, w))
    x = nd.transpose(x, axes=(0, 2, 1, 3, 4))
    x = nd.Reshape(x, shape=(n, -1, h, w))
    return x


class Conv2D_BN_ReLU(HybridBlock):
    '''Conv2D -> BN -> ReLU'''

    def __init__(self, out_channels, kernel_size=1, stride=1, padding=0):
        super(Conv2D_BN_ReLU, self).__init__()
        self.conv = nn.Conv2D(out_channels, kernel_size, stride, padding, use_bias=False)
        self.bn = nn.BatchNorm()
        self.relu = nn.Activation("relu")

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        x = self.bn(x)
        x = self.relu(x)
        return x


class DepthwiseConv2D_BN(HybridBlock):
    '''DepthwiseConv2D -> BN'''

    def __init__(self, out_channels, kernel_size=3, stride=1, padding=1):
        super(DepthwiseConv2D_BN, self).__init__()
        self.dconv = nn.Conv2D(out_channels, kernel_size, stride, padding, groups=out_channels, use_bias=False)
        self.bn = nn.BatchNorm()

    def hybrid_forward(self, F, x):
        x = self.dconv(x)
        x = self.bn(x)
        return x


class ShufflenetUnit2(HybridBlock):
    '''The unit of shufflenetv2 for stride=2'''

    def __init__(self, in_channels, out_channels):
        super(ShufflenetUnit2, self).__init__()
        self.out_channels = out_channels

        self.conv1_bn_relu = Conv2D_BN_ReLU(out_channels // 2, 1, 1)
        self.dconv_bn = DepthwiseConv2D_BN(out_channels // 2, 3, 2)
        self.conv2_bn_relu = Conv2D_BN_ReLU(out_channels - in_channels, 1, 1)

        self.shortcut_dconv_bn = DepthwiseConv2D_BN(in_channels, 3, 2)
        self.shortcut_conv_bn_relu = Conv2D_BN_ReLU(in_channels, 1, 1)

    def hybrid_forward(self, F, x):
        shortcut, x = x, x

        x = self.conv1_bn_relu(x)
        x = self.dconv_bn(x)
        x = self.conv2_bn_relu(x)

        shortcut = self.shortcut_dconv_bn(shortcut)
        shortcut = self.shortcut_conv_bn_relu(shortcut)

        x = F.concat(x, shortcut)
        x = shuffle_channel(x, 2)
        return x


class Net(ShufflenetUnit2):
    def __init__(self):
        super(Net, self).__init__(4, 8)
