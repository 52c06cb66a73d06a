"""apache/mxnet#16140 (https://github.com/apache/mxnet/issues/16140): reshape with a non-tuple shape,
`x.reshape(2,2)`, works on NDArrays and raises in symbol mode, which the user met in hybrid_forward
while debugging (the issue's (4,) array, reshaped inside hybrid_forward)."""
from mxnet.gluon import nn

INPUTS = [(4,)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        y = x.reshape(2,2)
        return y
