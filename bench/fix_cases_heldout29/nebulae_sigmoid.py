"""A framework's sigmoid component written with the eager namespace: `MX.hybrid_forward` returns
`nd.sigmoid(input)`; hybridized, the Symbol input reaches `nd.sigmoid` (TypeError).

Source: the MXNet backend of the "Nebulae" deep-learning wrapper, component_mx (find_string id
691512499, the file of nebulae_reshape.py), the class `MX` as written (beside `MXsigmoid`, which
uses `F.sigmoid`).  Input: (2, 5).
"""
from mxnet.gluon import nn, rnn, loss, Trainer, HybridBlock, ParameterDict
from mxnet import nd, init, autograd, lr_scheduler

INPUTS = [(2, 5)]


class MX(HybridBlock):
    def __init__(self, **kwargs):
        super(MX, self).__init__(**kwargs)

    def hybrid_forward(self, F, input):
        return nd.sigmoid(input)


class Net(MX):
    def __init__(self):
        super(Net, self).__init__()
