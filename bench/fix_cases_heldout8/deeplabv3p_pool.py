"""DeepLabv3+ image pooling branch: global pooling, 1x1 conv, then back to the input's size read with
a starred unpacking `*_, h, w = x.shape`.

Source: duducheng/deeplabv3p_gluon @ fd8e3e8d83, mylib/deeplabv3p.py (PoolRecover), unchanged but for
the class name, 256 channels made 4 and `norm_layer` fixed to nn.BatchNorm.
"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5, 7)]


class Net(nn.HybridBlock):

    def __init__(self, use_global_stats=False, norm_layer=nn.BatchNorm):
        super(Net, self).__init__()

        self.gap = nn.HybridSequential()
        self.gap.add(nn.GlobalAvgPool2D())
        self.gap.add(nn.Conv2D(4, kernel_size=1, use_bias=False, prefix='image_pooling_'))
        self.gap.add(
            norm_layer(in_channels=4, prefix='image_pooling_BN_', use_global_stats=use_global_stats, epsilon=1e-5))
        self.gap.add(nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        *_, h, w = x.shape
        pool = self.gap(x)
        return F.contrib.BilinearResize2D(pool, height=h, width=w)
