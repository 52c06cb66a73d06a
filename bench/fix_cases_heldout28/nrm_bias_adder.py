"""Neural Rendering Model's `BiasAdder`: adds a (1, C, 1, 1) Parameter inside `with x.context:`
with the NDArray `+`.  Hybridized, `x.context` raises AttributeError; without it the Symbol `+`
(elementwise) of (N, C, H, W) and (1, C, 1, 1) fails shape inference.

Source: a public Neural Rendering Model (ResNeXt with a top-down DRM) for Gluon (find_string id
43161529241, "def hybrid_forward(self, F, x):\\n        shape"), `BiasAdder` as written.  Built
with 3 channels.  Input: (2, 3, 4, 4).
"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 4)]


class BiasAdder(nn.HybridBlock):
    """
    Add a bias into the input
    """
    def __init__ (self, channels, **kwargs):
        super(BiasAdder, self).__init__(**kwargs)
        with self.name_scope():
            self.bias = self.params.get('bias', shape=(1,channels,1,1))

    def hybrid_forward(self, F, x, bias):
        with x.context:
            activation = x + bias

        return activation


class Net(BiasAdder):
    def __init__(self):
        super(Net, self).__init__(3)
