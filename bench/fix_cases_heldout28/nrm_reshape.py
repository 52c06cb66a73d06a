"""Neural Rendering Model's `Reshape` layer (the top-down pass turns class scores (N, classes)
into (N, classes, 1, 1) with it): `shape_x = x.shape` and `F.reshape(x, (shape_x[0],
self._shape[0], self._shape[1], self._shape[2]))`; hybridized, `x.shape` raises AttributeError.

Source: a public Neural Rendering Model (ResNeXt with a top-down DRM) for Gluon (find_string id
43161529241, "def hybrid_forward(self, F, x):\\n        shape"), `Reshape` as written.  Built
with shape (10, 1, 1) as the ResNeXt builds it for 10 classes.  Input: (2, 10).
"""
from mxnet.gluon import nn

INPUTS = [(2, 10)]


# Reshape layer
class Reshape(nn.HybridBlock):
    """
    Flatten the output of the convolutional layer
    Input shape: (N, C * W * H)
    Output shape: (N, C, W, H)
    """
    def __init__(self, shape, **kwargs):
        super(Reshape, self).__init__(**kwargs)
        self._shape = shape

    def hybrid_forward(self, F, x):
        shape_x = x.shape
        return F.reshape(x, (shape_x[0], self._shape[0], self._shape[1], self._shape[2]))


class Net(Reshape):
    def __init__(self):
        super(Net, self).__init__(shape=(10, 1, 1))
