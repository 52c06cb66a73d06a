"""Mask updater of a partial conv: a constant all-ones kernel (`params.get_constant`) convolved with the mask by `F.Convolution`, kernel sizes from python config."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 1, 6, 6)]


class MaskedConv(HybridBlock):
    def __init__(self, channels=4, kernel=(3, 3), **kwargs):
        super().__init__(**kwargs)
        self.kernel = kernel
        self.pad = (kernel[0] // 2, kernel[1] // 2)
        with self.name_scope():
            self.ones = self.params.get_constant("ones", mx.nd.ones((1, 1) + kernel))
            self.conv = nn.Conv2D(channels, kernel, padding=self.pad, in_channels=3)

    def hybrid_forward(self, F, x, mask_in, ones):
        mask = F.cast(mask_in > 0, "float32")
        msum = F.Convolution(mask, ones, kernel=self.kernel, pad=self.pad, num_filter=1, no_bias=True)
        ratio = (self.kernel[0] * self.kernel[1]) / F.maximum(msum, F.ones_like(msum))
        new_mask = F.clip(msum, 0, 1)
        out = F.broadcast_mul(self.conv(F.broadcast_mul(x, mask)), ratio)
        return F.broadcast_mul(out, new_mask), new_mask


Net = MaskedConv
