"""Involution (Li et al.): a kernel generated per pixel by reduce/span 1x1 convs, reshaped to `(b, G, K*K, h, w)` of the unpacked shape, the input unfolded by `F.im2col` and folded to `(b, G, c // G, K*K, h, w)`, the weighted neighbourhood summed and folded back to `(b, c, h, w)`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, k=3, groups=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k, self.groups = k, groups
        with self.name_scope():
            self.reduce = nn.Conv2D(channels // 2, 1, in_channels=channels)
            self.span = nn.Conv2D(k * k * groups, 1, in_channels=channels // 2)

    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape
        kernel = self.span(F.relu(self.reduce(x)))
        kernel = kernel.reshape((b, self.groups, self.k * self.k, h, w)).expand_dims(2)
        unfolded = F.im2col(x, kernel=(self.k, self.k), pad=(1, 1))
        unfolded = unfolded.reshape((b, self.groups, c // self.groups, self.k * self.k, h, w))
        out = (kernel * unfolded).sum(axis=3)
        return out.reshape((b, c, h, w))
