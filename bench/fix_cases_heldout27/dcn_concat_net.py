"""Deep & Cross Network input layer for click-through prediction (39 Criteo fields): `ConcatNet`
keeps one embedding net per field in a python list (registered with `register_child`), splits
the input with `nd.op.split(x, axis=1, num_outputs=39)` and squeezes each field's embedding with
`nd.op.squeeze` -- the NDArray namespace inside `hybrid_forward`, which a hybridized call hands a
Symbol.

Source: a public Deep & Cross Network in Gluon carrying the Apache license header (find_string id
19067698791, "F.broadcast_mul(x, self."), `ConcatNet` as written.  The script that builds the
model is not in the file: each field's net is taken to be an `nn.Embedding(8, 4)` (the
`'embedding' + str(i)` child names).  Input: (2, 39) field ids (the bench's uniform values; the
embedding casts them to indices).
"""
from mxnet import nd
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 39)]


class ConcatNet(HybridBlock):
    def __init__(self,nets,**kwargs):
        super(ConcatNet,self).__init__(**kwargs)
        self.net = []
        for i, net in enumerate(nets):
            self.net.append(net)
            self.register_child(net, 'embedding' + str(i))
    def hybrid_forward(self,F,x):
        y = nd.op.split(x, axis=1, num_outputs=39)
        return F.concat(*[nd.op.squeeze(self.net[i](y[i]), axis=1) for i, x1 in enumerate(y)], dim=1)


class Net(ConcatNet):
    def __init__(self):
        super(Net, self).__init__([nn.Embedding(8, 4) for _ in range(39)])
