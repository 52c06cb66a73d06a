"""A CycleGAN generator's upsampling stage in Gluon: `upconv.hybrid_forward` calls
`nd.UpSampling(x, scale=2, sample_type='nearest')` (the eager namespace, imported as `from mxnet
import nd`) before its 3x3 conv, and `upconv_inst_relu` stacks it with InstanceNorm and ReLU in a
HybridSequential.

Source: a public apple2orange CycleGAN script (find_string id 9513533354, "x = nd.UpSampling("):
upconv and upconv_inst_relu as written; the script's data loading and training loop are left
out; 4 channels, a 3x3 input.
"""
from mxnet import gluon
from mxnet.gluon import nn
from mxnet import nd

INPUTS = [(2, 3, 3, 3)]


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


class Net(upconv_inst_relu):
    def __init__(self):
        super(Net, self).__init__(4)
