"""BiSeNet's ContextPath: a 1/16 and a 1/32 stage, the global tail `F.mean(feat32, axis=(2, 3), keepdims=True)` upsampled back by `BilinearResize2D(avg, height=H32, width=W32)` from `H32, W32 = feat32.shape[2:]`, each sum refined and resized to the next stage's `feat16.shape[2]` x `feat16.shape[3]`."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, c=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.s16 = nn.Conv2D(c, 3, strides=2, padding=1, in_channels=3)
            self.s32 = nn.Conv2D(c, 3, strides=2, padding=1, in_channels=c)
            self.conv_avg = nn.Conv2D(c, 1, in_channels=c)
            self.head32 = nn.Conv2D(c, 3, padding=1, in_channels=c)

    def hybrid_forward(self, F, x):
        feat16 = self.s16(x)
        feat32 = self.s32(feat16)
        H32, W32 = feat32.shape[2:]
        avg = self.conv_avg(F.mean(feat32, axis=(2, 3), keepdims=True))
        avg_up = F.contrib.BilinearResize2D(avg, height=H32, width=W32)
        feat32_sum = feat32 + avg_up
        feat32_up = F.contrib.BilinearResize2D(feat32_sum, height=feat16.shape[2], width=feat16.shape[3])
        return self.head32(feat32_up) + feat16
