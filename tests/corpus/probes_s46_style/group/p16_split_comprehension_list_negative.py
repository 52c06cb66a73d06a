"""Pieces of `F.split` gated in a list comprehension; the python list's last item `gated[-1]` is returned too."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        gated = [F.sigmoid(p) * p for p in F.split(x, num_outputs=3, axis=1)]
        return F.concat(*gated, dim=1), gated[-1]
