"""AdaptIS's DeepLabV3+ image pooling branch: global average pooling, a 1x1 conv, and a bilinear
resize back to the input's size. The size is read from `x.shape` when `x` has one
(`hasattr(x, 'shape')`, an NDArray) and cached on the block; a Symbol reads the cache, which is
None before an eager call (`assert h is not None`).

Source: SamsungLabs/adaptis @ c20270833c, adaptis/model/cityscapes/deeplab_v3.py, class
`_AsppPooling` unchanged but for the name (`Net`, a subclass giving `in_channels=4,
out_channels=3, norm_layer=nn.BatchNorm`; the author's model passes 2048 and 256).
"""
from mxnet.gluon import nn

INPUTS = [(2, 4, 5, 5)]


class _AsppPooling(nn.HybridBlock):
    def __init__(self, in_channels, out_channels, norm_layer):
        super(_AsppPooling, self).__init__()
        self._out_h = None
        self._out_w = None
        self.gap = nn.HybridSequential()
        with self.gap.name_scope():
            self.gap.add(nn.GlobalAvgPool2D())
            self.gap.add(nn.Conv2D(in_channels=in_channels, channels=out_channels,
                                   kernel_size=1, use_bias=False))
            self.gap.add(norm_layer(in_channels=out_channels))
            self.gap.add(nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        if hasattr(x, 'shape'):
            _, _, h, w = x.shape
            self._out_h = h
            self._out_w = w
        else:
            h, w = self._out_h, self._out_w
            assert h is not None

        pool = self.gap(x)
        return F.contrib.BilinearResize2D(pool, height=h, width=w)


class Net(_AsppPooling):
    def __init__(self):
        super(Net, self).__init__(4, 3, nn.BatchNorm)
