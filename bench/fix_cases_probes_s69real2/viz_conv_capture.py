"""A convolution wrapper for visualizing CNN activations: each call stores its output as
`Conv2D.outputs[self._prefix[:-1]] = out.asnumpy()` (a copy to NumPy, kept in a class-level dict
for plotting) before returning it.

Source: Ishitori/mxnet_tutorials visualize_cnn/viz/layers.py (Conv2D.hybrid_forward) at
62e8b59b25c7f21aa58b7dcaab951286273eea00; adapted: the class named Net with its constructor's
sizes as defaults (4 channels, 3x3).
"""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(1, 3, 6, 6)]


class Net(mx.gluon.HybridBlock):

    outputs = {}

    def __init__(self, channels=4, kernel_size=3, strides=(1, 1), padding=(0, 0),
                 dilation=(1, 1), groups=1, layout='NCHW',
                 activation=None, use_bias=True, weight_initializer=None,
                 bias_initializer='zeros', in_channels=0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.conv = nn.Conv2D(channels, kernel_size, strides=strides, padding=padding,
                             dilation=dilation, groups=groups, layout=layout,
                             activation=activation, use_bias=use_bias, weight_initializer=weight_initializer,
                             bias_initializer=bias_initializer, in_channels=in_channels)
        self.output = None

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        Net.outputs[self._prefix[:-1]] = out.asnumpy()
        return out
