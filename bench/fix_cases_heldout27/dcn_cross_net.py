"""Deep & Cross Network cross layer: `CrossNet` is given its weight and bias as constructor
arguments and multiplies by `self.weight`, adds `self.bias` in `hybrid_forward`; they are
NDArrays, not Parameters, so a hybridized call mixes them into the Symbol graph.

Source: a public Deep & Cross Network in Gluon carrying the Apache license header (find_string id
19067698791, "F.broadcast_mul(x, self."), `CrossNet` as written.  The script that builds the
model is not in the file: weight and bias are taken to be (1, 39) NDArrays of fixed values (the
`weight_dims` argument, unused by the class).  Input: (2, 39).
"""
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 39)]


class CrossNet(HybridBlock):
    def __init__(self,weight_dims,weight,bias,**kwargs):
        super(CrossNet,self).__init__(**kwargs)
        self.weight = weight
        self.bias = bias
    def hybrid_forward(self,F,x):
        return F.broadcast_add(F.broadcast_mul(x, self.weight), self.bias)


class Net(CrossNet):
    def __init__(self):
        dims = (1, 39)
        super(Net, self).__init__(dims, nd.arange(39).reshape(dims) / 39.0,
                                  nd.ones(dims) * 0.5)
