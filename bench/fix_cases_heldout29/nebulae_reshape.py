"""A framework's reshape component: `MXreshape(*shape)` keeps the target shape as a tuple and
calls `input.reshape(*self.shape)`, the shape as separate positional arguments, which an NDArray
takes and a Symbol does not (hybridized in MXNet 1.9.1 the 12 becomes Reshape's `reverse`
attribute: MXNetError "Invalid Parameter format for reverse expect boolean").

Source: the MXNet backend of the "Nebulae" deep-learning wrapper, component_mx (find_string id
691512499, "hybrid_forward(self, F, input):\\n"), `MXreshape` as written.  Built with the shape
(-1, 12) (batch kept, the rest flattened).  Input: (2, 3, 4).
"""
from mxnet.gluon import nn, rnn, loss, Trainer, HybridBlock, ParameterDict
from mxnet import nd, init, autograd, lr_scheduler

INPUTS = [(2, 3, 4)]


class MXreshape(HybridBlock):
    def __init__(self, *shape, **kwargs):
        super(MXreshape, self).__init__(**kwargs)
        self.shape = shape

    def hybrid_forward(self, F, input):
        return input.reshape(*self.shape)


class Net(MXreshape):
    def __init__(self):
        super(Net, self).__init__(-1, 12)
