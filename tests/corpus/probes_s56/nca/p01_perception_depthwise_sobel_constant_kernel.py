"""NCA perception: identity + Sobel-x + Sobel-y as one depthwise `F.Convolution` whose kernel is a constant parameter."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10, 10)]

_SOBEL = np.array([[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]], dtype="float32") / 8.0
_IDENT = np.zeros((3, 3), dtype="float32")
_IDENT[1, 1] = 1.0


def perception_kernel(channels):
    k = np.stack([_IDENT, _SOBEL, _SOBEL.T])            # (3, 3, 3)
    return np.tile(k[:, None], (channels, 1, 1, 1))     # (3 * C, 1, 3, 3)


class CAModel(HybridBlock):
    def __init__(self, channels=8, hidden=16, **kwargs):
        super().__init__(**kwargs)
        self.channels = channels
        with self.name_scope():
            self.kernel = self.params.get_constant("perceive", perception_kernel(channels))
            self.fc0 = nn.Conv2D(hidden, 1, in_channels=3 * channels, activation="relu")
            self.fc1 = nn.Conv2D(channels, 1, in_channels=hidden, use_bias=False)

    def hybrid_forward(self, F, x, kernel):
        y = F.Convolution(x, weight=kernel, kernel=(3, 3), pad=(1, 1), num_filter=3 * self.channels,
                          num_group=self.channels, no_bias=True)
        return x + self.fc1(self.fc0(y))


Net = CAModel
