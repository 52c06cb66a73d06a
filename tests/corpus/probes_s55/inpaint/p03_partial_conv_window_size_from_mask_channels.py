"""Partial convolution with a multi-channel mask: the window size is the mask's channel count (`mask.shape[1]`) times the kernel area."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6)]


class MultiChannelPartialConv(HybridBlock):
    def __init__(self, channels=4, kernel_size=3, **kwargs):
        super().__init__(**kwargs)
        self.kernel_size = kernel_size
        with self.name_scope():
            self.conv = nn.Conv2D(channels, kernel_size, padding=1, use_bias=False, in_channels=3)

    def hybrid_forward(self, F, x, mask_in):
        mask = mask_in > 0
        k = self.kernel_size
        winsize = mask.shape[1] * k * k
        msum = F.sum(F.Pooling(mask, kernel=(k, k), stride=(1, 1), pad=(1, 1), pool_type="sum"),
                     axis=1, keepdims=True)
        ratio = winsize / (msum + 1e-8)
        return F.broadcast_mul(self.conv(x * mask), ratio * F.clip(msum, 0, 1))


Net = MultiChannelPartialConv
