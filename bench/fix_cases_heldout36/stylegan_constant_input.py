"""StyleGAN's learned constant input in a public Gluon port of the style-based generator (a stored
public file, id 1728379797, its repository not named in the store; a port of rosinality's
style-based-gan-pytorch model.py): `ConstantInput` tiles its learned (1, C, 4, 4) Parameter over
the batch, read as `batch = x.shape[0]` from the style input.  Eagerly it runs; hybridized a Symbol
has no `shape`.

Source: the stored file as written, `ConstantInput` alone.  Net: 4 channels, size 4.  Input: a
(3, 8) style batch.
"""
import numpy as np
from math import sqrt

import mxnet as mx
import mxnet.ndarray as nd
import mxnet.gluon.nn as nn

INPUTS = [(3, 8)]


class ConstantInput(nn.HybridBlock):
    def __init__(self, channel, size=4):
        super().__init__()

        self.input = self.params.get('input', shape=(1, channel, size, size), init=mx.init.Normal(sigma=1))

    def hybrid_forward(self, F, x, **kwargs):
        batch = x.shape[0]
        out = kwargs['input'].tile((batch, 1, 1, 1))

        return out


class Net(ConstantInput):
    def __init__(self):
        super(Net, self).__init__(4)
