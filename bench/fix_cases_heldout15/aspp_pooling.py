"""DeepLabV3's ASPP image-pooling branch: `_, _, h, w = x.shape` (NDArray-only) to resize the
globally pooled feature back to the input's size with `F.contrib.BilinearResize2D(pool, height=h,
width=w)`.

Source: DetectionTeamUCAS/RefineDet_MxNet @ 1a91908c53 (a GluonCV fork), gluoncv/model_zoo/
deeplabv3.py (_AsppPooling), unchanged but for defaults `in_channels=4, out_channels=3` (2048 and 256
in _ASPP) and `norm_layer=nn.BatchNorm, norm_kwargs={}` so that `Net()` builds. Input: a feature map
(2, 4, 5, 6).
"""
from mxnet.gluon import nn

INPUTS = [(2, 4, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, out_channels=3, norm_layer=nn.BatchNorm, norm_kwargs={}):
        super(Net, self).__init__()
        self.gap = nn.HybridSequential()
        with self.gap.name_scope():
            self.gap.add(nn.GlobalAvgPool2D())
            self.gap.add(nn.Conv2D(in_channels=in_channels, channels=out_channels,
                                   kernel_size=1, use_bias=False))
            self.gap.add(norm_layer(in_channels=out_channels, **norm_kwargs))
            self.gap.add(nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        _, _, h, w = x.shape
        pool = self.gap(x)
        return F.contrib.BilinearResize2D(pool, height=h, width=w)
