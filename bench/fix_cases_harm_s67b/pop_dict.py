"""A dict of a tensor and a tuple; the tuple popped and indexed."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        d = {'y': F.relu(x), 's': (2, 3)}
        s = d.pop('s')
        return d['y'] * s[0] + s[1]
