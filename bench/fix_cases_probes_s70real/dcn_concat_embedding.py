"""A deep & cross network's embedding layer for Criteo's 39 categorical fields: the input split
per field by `nd.op.split(x, axis=1, num_outputs=39)`, each field embedded by its own child and
squeezed by `nd.op.squeeze` (the eager namespace), the embeddings concatenated.

Source: KaihaoBai/gluon_model model.py (ConcatNet.hybrid_forward) at
3a1ec9bbcbc72784d6324ec0dea01bd0c3259a7b; adapted: the class named Net, its 39 embeddings built in
the constructor (the original takes them as an argument; small vocabularies).
"""
from mxnet import nd
from mxnet.gluon import nn, HybridBlock


INPUTS = [(4, 39)]


class Net(HybridBlock):
    def __init__(self, nets=None, **kwargs):
        super(Net, self).__init__(**kwargs)
        if nets is None:
            nets = [nn.Embedding(10, 4) for _ in range(39)]
        self.net = []
        for i, net in enumerate(nets):
            self.net.append(net)
            self.register_child(net, 'embedding' + str(i))

    def hybrid_forward(self, F, x):
        y = nd.op.split(x, axis=1, num_outputs=39)
        return F.concat(*[nd.op.squeeze(self.net[i](y[i]), axis=1) for i, x1 in enumerate(y)], dim=1)
