"""A host count from an int32 sum through math.log: python's float, then scaling."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        n = (x > 0).astype('int32').sum().asscalar()
        return x * math.log(n + 2)
