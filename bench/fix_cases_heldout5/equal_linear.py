"""StyleGAN's equalized-learning-rate linear layer: the He constant is computed from the weight's
shape inside the forward pass (numpy's prod over weight.shape[1:]).

Source: dmlc/gluon-cv, scripts/gan/stylegan/modules.py (EqualLinear.hybrid_forward); sizes made
small.
"""
from math import sqrt

import mxnet as mx
from mxnet.gluon import nn
from numpy import prod

INPUTS = [(3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_dim=6, out_dim=4):
        super().__init__()

        self.weight = self.params.get('weight_orig', shape=(out_dim, in_dim), grad_req='write', init=mx.init.Normal(1))
        self.bias = self.params.get('bias', shape=(out_dim), grad_req='write', init=mx.init.Zero())
        self.num_hidden = out_dim

    def hybrid_forward(self, F, x, **kwargs):

        size = kwargs['weight'].shape
        fan_in = prod(size[1:])
        multiplier = sqrt(2.0 / fan_in)

        out = F.FullyConnected(x, kwargs['weight']*multiplier, kwargs['bias'], num_hidden=self.num_hidden)

        return out
