"""Partial convolution (Liu et al.): the mask's window sum by average pooling times the kernel area, the `ratio` rescaling applied by `broadcast_mul`, the updated mask by `clip`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 1, 6, 6)]


class PartialConv2D(HybridBlock):
    def __init__(self, channels=4, kernel_size=3, **kwargs):
        super().__init__(**kwargs)
        self.kernel_size = kernel_size
        self.slide_winsize = float(kernel_size * kernel_size)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, kernel_size, padding=kernel_size // 2, use_bias=False, in_channels=3)

    def hybrid_forward(self, F, x, mask_in):
        mask = mask_in > 0
        k = self.kernel_size
        msum = F.Pooling(mask, kernel=(k, k), stride=(1, 1), pad=(k // 2, k // 2), pool_type="avg",
                         count_include_pad=True) * self.slide_winsize
        ratio = self.slide_winsize / (msum + 1e-8)
        update = F.clip(msum, 0, 1)
        out = self.conv(F.broadcast_mul(x, mask))
        return F.broadcast_mul(out, ratio * update), update


Net = PartialConv2D
