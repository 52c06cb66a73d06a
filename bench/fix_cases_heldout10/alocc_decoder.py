"""Decoder of a one-class (ALOCC-style) auto-encoder: `bs = x.shape[0]`, then `Reshape(out,
shape=(bs, C, 4, 4))` and a chain of `UpSampling(..., scale=2, sample_type='nearest')`, both
imported by name from `mxnet.ndarray` at module level.

Source: a public Gluon novelty-detection code base (find_string id 3776672051, "(self, F, x):\n
bs = x.shape[0]"), Decoder.hybrid_forward as written; 16 channels where it has 1024, three
upsampling stages where it has six, a latent of 8.
"""
from mxnet.gluon import nn
from mxnet.gluon.nn import Activation, Conv2D, HybridSequential, HybridBlock
from mxnet.ndarray import Reshape, UpSampling

INPUTS = [(2, 8)]


class Net(HybridBlock):
    def __init__(self):
        super(Net, self).__init__()
        self.model_ = HybridSequential()
        self.model1 = HybridSequential()
        self.model2 = HybridSequential()
        self.model3 = HybridSequential()
        self.model_.add(nn.Dense(16*4*4))
        self.model1.add(Conv2D(channels=8, kernel_size=5, strides=1,
                               padding=2, in_channels=16, use_bias=True))
        self.model1.add(Activation(activation='relu'))
        self.model2.add(Conv2D(channels=8, kernel_size=5, strides=1,
                               padding=2, in_channels=8, use_bias=True))
        self.model2.add(Activation(activation='relu'))
        self.model3.add(Conv2D(channels=3, kernel_size=5, strides=1,
                               padding=2, in_channels=8, use_bias=True))
        self.model3.add(Activation(activation='tanh'))

    def hybrid_forward(self, F, x):
        bs = x.shape[0]
        out = self.model_(x)
        out = Reshape(out,shape=(bs,16,4,4))
        out = UpSampling(out,scale=2,sample_type='nearest')
        out = self.model1(out)
        out = UpSampling(out,scale=2,sample_type='nearest')
        out = self.model2(out)
        out = UpSampling(out,scale=2,sample_type='nearest')
        out = self.model3(out)
        return out
