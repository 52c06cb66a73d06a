"""An FPN top-down head for steel-defect segmentation: each level's 1x1 conv plus the coarser level
resized to its size. The size comes from a helper, `_resize_as`, that reads `y.shape` and
`x.shape` when `y` has a shape (`hasattr(y, 'shape')`, an NDArray), stores the sizes in a dict on
the block (0 when they already agree), and reads the dict back for a Symbol: a KeyError before
any eager call.

Source: a Kaggle notebook export (Severstal steel defect, MXNet Gluon), stored file id
5781797977 (read_file id; repository not given by the index), classes `_FPNHead` and `ConvBlock`
unchanged but for the name (`Net`, a subclass giving `output_channels=8`). The notebook copied
SamsungLabs/adaptis' adaptis/model/cityscapes/resnet_fpn.py and changed two things: the resize
passes `height=h, width=w` by keyword (the original's positional `BilinearResize2D(x, h, w)`
raises in MXNet 1.9.1, `like` must be an NDArray) and ConvBlock takes a `padding`.
"""
import mxnet as mx
from mxnet.gluon import nn
from mxnet.gluon.nn import HybridBlock

INPUTS = [(2, 4, 16, 16), (2, 4, 8, 8), (2, 4, 4, 4), (2, 4, 2, 2)]


class _FPNHead(HybridBlock):
    def __init__(self, output_channels=256, norm_layer=nn.BatchNorm):
        super(_FPNHead, self).__init__()
        self._hdsize = {}

        with self.name_scope():
            self.block4 = ConvBlock(output_channels, kernel_size=1, norm_layer=norm_layer)
            self.block3 = ConvBlock(output_channels, kernel_size=1, norm_layer=norm_layer)
            self.block2 = ConvBlock(output_channels, kernel_size=1, norm_layer=norm_layer)
            self.block1 = ConvBlock(output_channels, kernel_size=1, norm_layer=norm_layer)

    def hybrid_forward(self, F, c1, c2, c3, c4):
        p4 = self.block4(c4)
        p3 = self._resize_as(F, 'id_1', p4, c3) + self.block3(c3)
        p2 = self._resize_as(F, 'id_2', p3, c2) + self.block2(c2)
        p1 = self._resize_as(F, 'id_3', p2, c1) + self.block1(c1)

        return p1, p2, p3, p4

    def _resize_as(self, F, name, x, y):
        h_key = name + '_h'
        w_key = name + '_w'

        if hasattr(y, 'shape'):
            _, _, h, w = y.shape
            _, _, h2, w2 = x.shape

            if h == h2 and w == w2:
                h = 0
                w = 0

            self._hdsize[h_key] = h
            self._hdsize[w_key] = w
        else:
            h, w = self._hdsize[h_key], self._hdsize[w_key]

        if h == 0 and w == 0:
            return x
        else:
            return F.contrib.BilinearResize2D(x, height=h, width=w)


class ConvBlock(HybridBlock):
    def __init__(self, output_channels, kernel_size, padding=0, activation='relu', norm_layer=nn.BatchNorm):
        super().__init__()
        self.body = nn.HybridSequential()
        self.body.add(
            nn.Conv2D(output_channels, kernel_size=kernel_size, padding=padding, activation=activation),
            norm_layer(in_channels=output_channels)
        )

    def hybrid_forward(self, F, x):
        return self.body(x)


class Net(_FPNHead):
    def __init__(self):
        super(Net, self).__init__(output_channels=8)
