"""Conformer GLU that halves the pointwise output by `h.shape[-1] // 2` and `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


def glu(F, h, axis=-1):
    half = h.shape[axis] // 2
    return F.slice_axis(h, axis=axis, begin=0, end=half) * F.sigmoid(F.slice_axis(h, axis=axis, begin=half, end=None))


class Net(HybridBlock):
    def __init__(self, channels=8, kernel_size=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pw1 = nn.Dense(2 * channels, flatten=False, in_units=channels)
            self.dw = nn.Conv1D(channels, kernel_size, padding=kernel_size // 2, groups=channels,
                                in_channels=channels)

    def hybrid_forward(self, F, x):
        h = glu(F, self.pw1(x))
        return x + F.transpose(self.dw(F.transpose(h, axes=(0, 2, 1))), axes=(0, 2, 1))
