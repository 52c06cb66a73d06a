"""The L2-normalisation scale of a custom SSD in Gluon (a stored public file, id 25326874556, its
repository not named in the store; the file builds a VGG-16 atrous SSD on GluonCV): `NormScale`
registers a learned per-channel scale as `self.weight` and multiplies by `self.weight.data()` in
`hybrid_forward` instead of taking the Parameter as an argument.  Eagerly it runs; hybridized the
NDArray from `.data()` meets the Symbol and the broadcast fails.

Source: the stored file as written, `NormScale` alone (the rest of the file needs GluonCV's
pretrained VGG and builds SSD heads around it).  Net: 8 channels scaled from 20, as the file's
conv4_3 layer is.  Input: a (2, 8, 5, 5) feature map.
"""
from mxnet import contrib, nd,gluon,autograd
from mxnet.gluon import  nn
import mxnet as mx

INPUTS = [(2, 8, 5, 5)]


class NormScale(nn.HybridBlock):
    def __init__(self, channel, scale, prefix='scale_'):
        super(NormScale, self).__init__(prefix=prefix)
        with self.name_scope():
            self._channel = channel
            self._scale = scale
            self.weight = self.params.get('scale', shape=(1, channel, 1, 1),
                                          init=mx.init.Constant(scale), wd_mult=0.1)

    def hybrid_forward(self, F, x, *args, **kwargs):
        x = F.L2Normalization(x, mode="channel")
        x = F.broadcast_mul(lhs=x, rhs=self.weight.data())
        return x


class Net(NormScale):
    def __init__(self):
        super(Net, self).__init__(8, 20)
