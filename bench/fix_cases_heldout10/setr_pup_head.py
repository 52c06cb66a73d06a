"""SETR's progressive-upsampling (PUP) head: `_, _, h, w = x.shape`, then three
`F.contrib.BilinearResize2D(out, height=h * k, width=h * k)` -- both sizes from the height, as the
source writes them (the token grid is square).

Source: an MXNet segmentation library's SETR (find_string id 1721840902,
"F.contrib.BilinearResize2D(out, height="), _PUPHead.hybrid_forward with aux=False; its
`ConvBlock` (conv, norm, relu) written out small; 8 channels where it has 256, a 3x3 token grid.
"""
from mxnet.gluon import nn

INPUTS = [(1, 6, 3, 3)]


class ConvBlock(nn.HybridBlock):
    def __init__(self, channels, kernel_size, strides=1, padding=0):
        super(ConvBlock, self).__init__()
        with self.name_scope():
            self.conv = nn.Conv2D(channels, kernel_size, strides, padding, use_bias=False)
            self.bn = nn.BatchNorm()
            self.act = nn.Activation('relu')

    def hybrid_forward(self, F, x):
        return self.act(self.bn(self.conv(x)))


class Net(nn.HybridBlock):
    def __init__(self, nclass=3, aux=False):
        super(Net, self).__init__()
        self.aux = aux
        with self.name_scope():
            self.conv0 = ConvBlock(8, 3, 1, 1)
            self.conv1 = ConvBlock(8, 3, 1, 1)
            self.conv2 = ConvBlock(8, 3, 1, 1)
            self.conv3 = ConvBlock(8, 3, 1, 1)
            self.conv4 = ConvBlock(nclass, 3, 1, 1)

    def hybrid_forward(self, F, x, *args, **kwargs):
        _, _, h, w = x.shape
        outputs = []
        out = self.conv0(x)
        out = F.contrib.BilinearResize2D(out, height=h * 2, width=h * 2)
        out = self.conv1(out)
        out = F.contrib.BilinearResize2D(out, height=h * 4, width=h * 4)
        out = self.conv2(out)
        out = F.contrib.BilinearResize2D(out, height=h * 8, width=h * 8)
        out = self.conv4(self.conv3(out))
        outputs.append(out)
        return tuple(outputs)
