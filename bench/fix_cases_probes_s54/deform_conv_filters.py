"""Deformable convolution v1 from its parts: offsets predicted by a conv, the op called with the weight's filter count read from weight.shape[0]."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.offset = nn.Conv2D(18, 3, padding=1, in_channels=2, weight_initializer='zeros')
            self.weight = self.params.get('weight', shape=(channels, 2, 3, 3))
            self.bias = self.params.get('bias', shape=(channels,), init='zeros')

    def hybrid_forward(self, F, x, weight, bias):
        offset = self.offset(x)
        return F.contrib.DeformableConvolution(x, offset, weight, bias, kernel=(3, 3), pad=(1, 1),
                                               num_filter=weight.shape[0])
