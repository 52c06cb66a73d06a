"""StyleGAN's equalized-learning-rate convolution in a public Gluon port of the style-based
generator (a stored public file, id 1728379797, its repository not named in the store; a port of
rosinality's style-based-gan-pytorch model.py): `EqualConv2d` registers `weight_orig` and `bias`
and, in `hybrid_forward`, scales the weight by `sqrt(2 / fan_in)` with `fan_in =
prod(kwargs['weight'].shape[1:])` read from the Parameter's array.  Eagerly it runs; hybridized the
weight is a Symbol and has no `shape`.

Source: the stored file as written, `EqualConv2d` alone.  Net: 3 -> 4 channels, 3x3, padding 1.
Input: a (2, 3, 6, 6) image batch.
"""
import numpy as np
from math import sqrt

import mxnet as mx
import mxnet.ndarray as nd
import mxnet.gluon.nn as nn
from numpy import prod

INPUTS = [(2, 3, 6, 6)]


class EqualConv2d(nn.HybridBlock):
    def __init__(self, in_dim, out_dim, kernel, padding=0):
        super().__init__()

        with self.name_scope():
            self.weight = self.params.get('weight_orig', shape=(out_dim, in_dim, kernel, kernel), grad_req='write',
                                          init=mx.init.Normal(1))
            self.bias = self.params.get('bias', shape=(out_dim), grad_req='write', init=mx.init.Zero())
            self.kernel = (kernel, kernel)
            self.channel = out_dim
            self.padding = (padding, padding)

    def hybrid_forward(self, F, x, **kwargs):

        size = kwargs['weight'].shape
        fan_in = prod(size[1:])
        multiplier = sqrt(2.0 / fan_in)

        out = F.Convolution(x, kwargs['weight']*multiplier, kwargs['bias'], kernel=self.kernel, pad=self.padding,
                               num_filter=self.channel)
        return out 


class Net(EqualConv2d):
    def __init__(self):
        super(Net, self).__init__(3, 4, 3, padding=1)
