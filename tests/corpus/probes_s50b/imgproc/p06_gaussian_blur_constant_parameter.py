"""Gaussian blur with the (C, 1, k, k) kernel held by `get_constant` and passed to a grouped `F.Convolution`; unsharp masking `img + amount * (img - blur)` on same-shape tensors."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8)]


def gaussian_kernel(size, sigma):
    ax = np.arange(size, dtype="float32") - (size - 1) / 2.0
    g = np.exp(-ax ** 2 / (2 * sigma ** 2))
    k = np.outer(g, g)
    return k / k.sum()


class Net(HybridBlock):
    def __init__(self, channels=3, size=5, sigma=1.0, amount=0.5, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.size, self.amount = channels, size, amount
        with self.name_scope():
            self.kernel = self.params.get_constant(
                "kernel", np.tile(gaussian_kernel(size, sigma), (channels, 1, 1, 1)))

    def hybrid_forward(self, F, img, kernel):
        blur = F.Convolution(img, kernel, kernel=(self.size, self.size), pad=(self.size // 2,) * 2,
                             num_filter=self.channels, num_group=self.channels, no_bias=True)
        return img + self.amount * (img - blur)
