"""Progressive GAN's equalized learning rate: the conv and dense weights are drawn from N(0, 1) and
scaled at run time by He's constant `sqrt(2 / fan_in)`, fan_in computed from the weight's own shape
(`weight.shape[1] * weight.shape[2] * weight.shape[3]`), the conv's kernel and filter count also
read from the weight; leaky ReLU and pixel norm after the conv."""
import math

import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_ch=3, ch=4, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(ch, in_ch, k, k), init=mx.init.Normal(1.0))
            self.bias = self.params.get('bias', shape=(ch,), init='zeros')
            self.fc_weight = self.params.get('fc_weight', shape=(2, ch * 16), init=mx.init.Normal(1.0))

    def hybrid_forward(self, F, x, weight, bias, fc_weight):
        fan_in = weight.shape[1] * weight.shape[2] * weight.shape[3]
        w = weight * math.sqrt(2.0 / fan_in)
        y = F.Convolution(x, w, bias, kernel=weight.shape[2:], num_filter=weight.shape[0], pad=(1, 1))
        y = F.LeakyReLU(y, slope=0.2)
        y = y / F.sqrt(F.mean(y ** 2, axis=1, keepdims=True) + 1e-8)
        fc_scale = math.sqrt(2.0 / fc_weight.shape[1])
        return F.FullyConnected(y, fc_weight * fc_scale, no_bias=True, num_hidden=fc_weight.shape[0])
