"""Complex ratio mask (DCCRN-like): the spectrum folded to (N, 2, F, T) from the flat (N, 2F, T) by its shape, a convolution predicting the mask's real and imaginary parts, the complex product, the result flattened back by `len()`."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)

    def hybrid_forward(self, F, spec):
        x = spec.reshape((spec.shape[0], 2, spec.shape[1] // 2, spec.shape[2]))
        m = F.tanh(self.conv(x))
        re, im = x[:, 0], x[:, 1]
        mr, mi = m[:, 0], m[:, 1]
        out = F.stack(re * mr - im * mi, re * mi + im * mr, axis=1)
        return out.reshape((len(spec), -1, spec.shape[2]))
