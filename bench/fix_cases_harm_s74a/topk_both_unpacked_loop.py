"""topk's two outputs iterated by a python for (a group of two in both namespaces)."""
from mxnet.gluon import nn

INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        outs = []
        for part in F.topk(x, k=3, ret_typ='both'):
            outs.append(F.cast(part, 'float32'))
        return outs[0] + outs[1]
