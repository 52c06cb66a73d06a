"""Invertible downscaling (i-RevNet's psi): the input's height split into one slice per row pair,
`F.split(x, num_outputs=x.shape[2] // 2, axis=2)` -- the number of outputs from an input's size,
not declared anywhere. Refusal expected. Pattern: osmr/imgclsmob's i-RevNet downscale; written for
this set."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        rows = F.split(x, num_outputs=x.shape[2] // 2, axis=2)
        return F.concat(*rows, dim=1)
