"""PixelCNN masked convolution (type A/B): the mask built in numpy from weight.shape, the centre row cut at the centre column (kept for B), rows below zeroed; the masked weight through F.Convolution with num_filter from the weight."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 2, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, mask_type='A', **kwargs):
        super(Net, self).__init__(**kwargs)
        self.mask_type = mask_type
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(3, 2, 3, 3))
            self.bias = self.params.get('bias', shape=(3,), init='zeros')

    def hybrid_forward(self, F, x, weight, bias):
        k = weight.shape[2]
        mask = np.ones(weight.shape, dtype='float32')
        mask[:, :, k // 2, k // 2 + (self.mask_type == 'B'):] = 0
        mask[:, :, k // 2 + 1:] = 0
        w = weight * nd.array(mask)
        return F.Convolution(x, w, bias, kernel=(k, k), pad=(k // 2, k // 2), num_filter=weight.shape[0])
