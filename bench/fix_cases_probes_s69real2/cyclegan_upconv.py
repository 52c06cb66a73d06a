"""A CycleGAN generator's up-sampling unit: nearest-neighbour up-sampling written as
`nd.UpSampling(x, scale=2, sample_type='nearest')` (the eager namespace on what is a Symbol once
hybridized) before a 3x3 convolution, then instance norm and ReLU.

Source: tc-qaq/CycleGAN-mxnet GAN_image.py (upconv.hybrid_forward, upconv_inst_relu) at
39685f0639f3f29d8bf089a3d828cc79a53d1999; adapted: upconv_inst_relu named Net with 4 filters.
"""
from mxnet import gluon, nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5)]


class upconv(gluon.nn.HybridBlock):
    def __init__(self,filters):
        super(upconv, self).__init__()
        self.conv = nn.Conv2D(filters, kernel_size=3, padding=1,strides=1)

    def hybrid_forward(self, F, x):
        x = nd.UpSampling(x, scale=2, sample_type='nearest')
        return self.conv(x)


class Net(gluon.nn.HybridBlock):
    def __init__(self, filters=4):
        super(Net, self).__init__()

        self.filters = filters
        self.net = nn.HybridSequential()
        with self.net.name_scope():
                self.net.add(
                    upconv(filters),
                    nn.InstanceNorm(),
                    nn.Activation('relu')
                )

    def hybrid_forward(self, F, x):
        return self.net(x)
