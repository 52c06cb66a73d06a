"""CycleGAN generator: residual blocks between strided convolutions and an upsampling path whose
`upconv` block calls `nd.UpSampling(x, scale=2, sample_type='nearest')` before its convolution.

Source: leocvml/CycleGAN-gluon-mxnet @ 9b12a19c37, CycleGAN.py (conv_inst_relu, upconv,
upconv_inst_relu, ResBlock, Generator_128), unchanged but for the class name and the sizes: 4/6/8
channels where the source has 32/64/128, 2 residual blocks where it has 6, a 16x16 input.
"""
from mxnet import gluon
from mxnet.gluon import nn
from mxnet import nd

INPUTS = [(1, 3, 16, 16)]


class conv_inst_relu(gluon.nn.HybridBlock):
    def __init__(self,filters):
        super(conv_inst_relu, self).__init__()
        self.filters = filters
        self.net = nn.HybridSequential()
        with self.net.name_scope():
                self.net.add(
                    nn.Conv2D(self.filters, kernel_size=3, padding=1, strides=2),
                    nn.InstanceNorm(),
                    nn.Activation('relu')

                )

    def hybrid_forward(self, F, x):
        return self.net(x)

class upconv(gluon.nn.HybridBlock):
    def __init__(self,filters):
        super(upconv, self).__init__()
        self.conv = nn.Conv2D(filters, kernel_size=3, padding=1,strides=1)

    def hybrid_forward(self, F, x):
        x = nd.UpSampling(x, scale=2, sample_type='nearest')
        return self.conv(x)

class upconv_inst_relu(gluon.nn.HybridBlock):
    def __init__(self, filters):
        super(upconv_inst_relu, self).__init__()

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

class ResBlock(gluon.nn.HybridBlock):
    def __init__(self,filters):
        super(ResBlock, self).__init__()
        self.net = nn.HybridSequential()
        with self.net.name_scope():
            self.net.add(
                nn.Conv2D(filters, kernel_size=3, padding=1),
                nn.InstanceNorm(),
                nn.Activation('relu'),
                nn.Conv2D(filters, kernel_size=3, padding=1),
                nn.InstanceNorm(),
                nn.Activation('relu')
            )
    def hybrid_forward(self, F, x):
        out = self.net(x)
        return out + x

class Net(gluon.nn.HybridBlock):
    def __init__(self):
        super(Net, self).__init__()
        self.net = nn.HybridSequential()
        with self.net.name_scope():
            self.net.add(
                nn.ReflectionPad2D(3),
                nn.Conv2D(4, kernel_size=7, strides=1),
                nn.InstanceNorm(),
                nn.Activation('relu'),  #c7s1-32
                conv_inst_relu(6),
                conv_inst_relu(8),
            )
            for _ in range(2):
                self.net.add(
                        ResBlock(8)
                )
            self.net.add(
                upconv_inst_relu(6),
                upconv_inst_relu(4),
                nn.ReflectionPad2D(3),
                nn.Conv2D(3,kernel_size=7,strides=1),
                nn.Activation('sigmoid')
            )

    def hybrid_forward(self, F, x):
        return self.net(x)
