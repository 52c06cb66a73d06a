"""U-GAT-IT instance-layer norm: the variance helper picks `mx.nd` or `mx.sym` from the input's type
and counts elements from `shape_array()` entries indexed with python ints.

Source: wkcn/UGATIT-mxnet @ 7543c38, networks.py (`var` and ILN.hybrid_forward), unchanged but for
the class name.
"""
import mxnet as mx
import numpy as np
from mxnet import autograd
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 4)]


def var(x, dim, keepdims=False, unbiased=True):
    F = mx.nd if isinstance(x, mx.nd.NDArray) else mx.sym
    s = F.broadcast_sub(x, x.mean(dim, keepdims=True)
                        ).square().sum(dim, keepdims=keepdims)
    with autograd.pause():
        shape = x.shape_array()
        if isinstance(dim, (list, tuple)):
            n = F.prod(F.concat(*[shape[d] for d in dim], dim=0))
        else:
            n = shape[dim]
        if unbiased:
            n = n - 1
        n = F.cast(n, np.float32)
    return F.broadcast_div(s, n)


class Net(nn.HybridBlock):
    def __init__(self, num_features=3, eps=1e-5):
        super(Net, self).__init__()
        self.eps = eps
        self.rho = self.params.get('rho', shape=(
            1, num_features, 1, 1), init=mx.init.Constant(0.0))
        self.gamma = self.params.get('gamma', shape=(
            1, num_features, 1, 1), init=mx.init.Constant(1.0))
        self.beta = self.params.get('beta', shape=(
            1, num_features, 1, 1), init=mx.init.Constant(0.0))

    def hybrid_forward(self, F, input, rho, gamma, beta):
        in_mean, in_var = F.mean(input, (2, 3), keepdims=True), var(input, (2, 3), keepdims=True)
        out_in = F.broadcast_div(F.broadcast_sub(
            input, in_mean), F.sqrt(in_var + self.eps))
        ln_mean, ln_var = F.mean(input, (1, 2, 3), keepdims=True), var(input, (1, 2, 3), keepdims=True)
        out_ln = F.broadcast_div(F.broadcast_sub(
            input, ln_mean), F.sqrt(ln_var + self.eps))
        out = F.broadcast_mul(rho, out_in) + F.broadcast_mul((1 - rho), out_ln)
        out = F.broadcast_add(F.broadcast_mul(out, gamma), beta)
        return out
