"""A strided involution: the kernel is generated from the input average-pooled by the stride, the input unfolded with that stride, and the output sizes read back from the kernel map (`kh, kw = kernel.shape[2], kernel.shape[3]`) for the final reshape."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, k=3, stride=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k, self.stride = k, stride
        with self.name_scope():
            self.pool = nn.AvgPool2D(stride, stride)
            self.kgen = nn.Conv2D(k * k, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        n, c = x.shape[0], x.shape[1]
        kernel = self.kgen(self.pool(x))
        kh, kw = kernel.shape[2], kernel.shape[3]
        cols = F.im2col(x, kernel=(self.k, self.k), stride=(self.stride, self.stride), pad=(1, 1))
        cols = cols.reshape((n, c, self.k * self.k, kh, kw))
        out = F.sum(cols * kernel.expand_dims(1), axis=2)
        return out.reshape((n, c, kh, kw))
