"""StyleGAN's noise injection in a public Gluon port of the style-based generator (a stored public
file, id 1728379797, its repository not named in the store; a port of rosinality's
style-based-gan-pytorch model.py): `NoiseInjection` scales per-channel noise by a learned weight,
equalized by the module function `compute_weight`, which reads `weight_orig.shape[1]` and
`weight_orig[0][0].size` for the fan-in.  Eagerly it runs; hybridized the weight is a Symbol, with
no `shape` and no `size`.

Source: the stored file as written, `compute_weight` and `NoiseInjection`.  The weight is
initialised to zero there, which would make any output equal to the image; the case's Net draws it
from Uniform(1) instead, so a fix that lost the weight would show.  Net: 4 channels.  Inputs: an image (2, 4, 5,
5) and noise (2, 1, 5, 5).
"""
import numpy as np
from math import sqrt

import mxnet as mx
import mxnet.ndarray as nd
import mxnet.gluon.nn as nn

INPUTS = [(2, 4, 5, 5), (2, 1, 5, 5)]


def compute_weight(weight_orig):
    fan_in = weight_orig.shape[1] * weight_orig[0][0].size

    return weight_orig * sqrt(2 / (fan_in + 1e-8))


class NoiseInjection(nn.HybridBlock):
    def __init__(self, channel):
        super().__init__()

        self.weight = self.params.get('weight_orig', shape=(1, channel, 1, 1), init=mx.init.Zero())

    def hybrid_forward(self, F, image, noise, **kwargs):
        new_weight = compute_weight(kwargs['weight'])

        return image + new_weight * noise


class Net(NoiseInjection):
    def __init__(self):
        super(Net, self).__init__(4)
        self.weight.init = mx.init.Uniform(1.0)
