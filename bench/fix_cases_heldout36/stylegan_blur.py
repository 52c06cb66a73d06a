"""StyleGAN's blur layer in a public Gluon port of the style-based generator (a stored public file,
id 1728379797, its repository not named in the store; the file ports rosinality's
style-based-gan-pytorch model.py to `mxnet.gluon`): `Blur` builds a fixed 3x3 binomial kernel as an
NDArray attribute in `__init__` and, in `hybrid_forward`, copies it with
`nd.array(self.weight, ctx=x.context)` and groups the convolution by `x.shape[1]`.  Eagerly it runs;
hybridized a Symbol has no `context` nor `shape`, and the kernel is an NDArray beside a Symbol.

Source: the stored file as written, `Blur` alone (the generator around it needs the other layers).
Net: 4 channels.  Input: a (2, 4, 6, 6) feature map.
"""
import numpy as np
from math import sqrt

import mxnet as mx
import mxnet.ndarray as nd
import mxnet.gluon.nn as nn

INPUTS = [(2, 4, 6, 6)]


class Blur(nn.HybridBlock):
    def __init__(self, channel):
        super().__init__() 

        self.channel = channel

        weight = np.array([[1, 2, 1], [2, 4, 2], [1, 2, 1]], dtype=np.float32)
        weight = weight.reshape((1, 1, 3, 3))
        weight = weight / (weight.sum()+1e-8)

        self. weight = nd.array(weight).tile((channel, 1, 1, 1))
        weight_flip = np.flip(weight, 2)
        self.weight_flip = nd.array(weight_flip).tile((channel, 1, 1, 1))

    def hybrid_forward(self, F, x, **kwargs):

        weight = nd.array(self.weight, ctx=x.context)
        output = F.Convolution(x, weight, kernel=self.weight.shape[-2:], pad=(1, 1), 
                               num_filter=self.channel, num_group=x.shape[1], no_bias=True)
        return output


class Net(Blur):
    def __init__(self):
        super(Net, self).__init__(4)
