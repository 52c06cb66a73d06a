"""Numpy-mode DeepGCN readout in a `hybrid_forward` (`npx.set_np()`): the node features summed over points and divided by `len(x[0])`, meant as the point count."""
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 6, 4)]


class NumpyLenReadout(HybridBlock):
    def hybrid_forward(self, F, x):
        return x.sum(axis=1) / len(x[0])


Net = NumpyLenReadout
