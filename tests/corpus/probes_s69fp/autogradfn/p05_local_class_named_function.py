"""A class of the file named `Function` (not MXNet's) whose call returns a python tuple of sizes."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4)]


class Function:
    def __call__(self, x):
        return (2, 4)


class Sizes(Function):
    pass


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        rows, cols = Sizes()(x)
        return F.reshape(x, shape=(rows, cols)) * rows
