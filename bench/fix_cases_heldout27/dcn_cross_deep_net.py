"""Deep & Cross Network head: `CrossDeepNet` concatenates the cross layer's output and the deep
tower's and applies the final dense layer; its cross layer multiplies by an NDArray weight and
adds an NDArray bias kept as plain attributes (see dcn_cross_net.py), so the whole model fails to
hybridize although its own `hybrid_forward` and the deep tower are symbolic.

Source: a public Deep & Cross Network in Gluon carrying the Apache license header (find_string id
19067698791, "F.broadcast_mul(x, self."), `CrossNet`, `DeepNet` and `CrossDeepNet` as written.
The script that builds the model is not in the file: the cross layer's weight and bias are taken
to be (1, 39) NDArrays of fixed values and the final layer `nn.Dense(1)`.  Input: (2, 39).
"""
from mxnet import nd
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 39)]


class CrossNet(HybridBlock):
    def __init__(self,weight_dims,weight,bias,**kwargs):
        super(CrossNet,self).__init__(**kwargs)
        self.weight = weight
        self.bias = bias
    def hybrid_forward(self,F,x):
        return F.broadcast_add(F.broadcast_mul(x, self.weight), self.bias)

class DeepNet(HybridBlock):
    def __init__(self,**kwargs):
        super(DeepNet,self).__init__(**kwargs)
        self.dense0 = nn.Dense(1024, activation='relu')
        self.dense1 = nn.Dense(512, activation='relu')
        self.dense2 = nn.Dense(256, activation='relu')
        self.dense3 = nn.Dense(126, activation='relu')
    def hybrid_forward(self,F,x):
        return self.dense3(self.dense2(self.dense1(self.dense0(x))))

class CrossDeepNet(HybridBlock):
    def __init__(self, cross, deep, dense,**kwargs):
        super(CrossDeepNet,self).__init__(**kwargs)
        self.cross = cross
        self.deep = deep
        self.dense = dense
    def hybrid_forward(self,F,x):
        return self.dense(F.concat(*[self.cross(x), self.deep(x)], dim=1))


class Net(CrossDeepNet):
    def __init__(self):
        dims = (1, 39)
        cross = CrossNet(dims, nd.arange(39).reshape(dims) / 39.0, nd.ones(dims) * 0.5)
        super(Net, self).__init__(cross, DeepNet(), nn.Dense(1))
