"""ShuffleNet-V2 stride-1 unit: asserts on `x.shape[1]` (the channel count against the unit's width,
and that it is even), splits the channels in two, runs one half through 1x1 / depthwise 3x3 / 1x1
conv-BN blocks, concatenates and shuffles the channels with a module helper that unpacks
`n, c, h, w = x.shape` and reshapes with the eager `nd.Reshape` / `nd.transpose`.  Hybridized,
`x.shape` raises AttributeError.

Source: Rainweic/ShuffleNet-V2-MXNET, shufflenetv2.py (find_string id 23227177184,
"self, F, x):\\n        assert x.shape"), `shuffle_channel`, `Conv2D_BN_ReLU`, `DepthwiseConv2D_BN`
and `ShufflenetUnit1` as written.  Built with 8 output channels.  Input: (2, 8, 6, 6).
"""
from mxnet import nd
from mxnet.gluon import nn
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8, 6, 6)]


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


class ShufflenetUnit1(HybridBlock):
    '''The unit of shufflenetv2 for stride=1'''

    def __init__(self, out_channels):
        super(ShufflenetUnit1, self).__init__()
        self.out_channels = out_channels
        self.conv1_bn_relu = Conv2D_BN_ReLU(out_channels // 2, 1, 1)
        self.dconv_bn = DepthwiseConv2D_BN(out_channels // 2, 3)
        self.conv2_bn_relu = Conv2D_BN_ReLU(out_channels // 2, 1, 1)

    def hybrid_forward(self, F, x):
        assert x.shape[1] == self.out_channels, "This feature map's in_channels ans out_channels\
             are not equal:{} vs {}".format(x.shape[1], self.out_channels)
        assert x.shape[1] % 2 == 0, "This feature map's channel can't not be splited in two."
        x1, x2 = F.split(x, axis=1, num_outputs=2)
        x1 = self.conv1_bn_relu(x1)
        x1 = self.dconv_bn(x1)
        x1 = self.conv2_bn_relu(x1)
        x = F.concat(x1, x2)
        x = shuffle_channel(x, 2)
        return x


class Net(ShufflenetUnit1):
    def __init__(self):
        super(Net, self).__init__(8)
