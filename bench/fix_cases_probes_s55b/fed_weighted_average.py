"""FedAvg server step: the stacked client updates averaged with weights proportional to each client's sample count, the counts an nd.array literal normalized in the forward, reshaped to a column and multiplied with `*`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, updates):
        counts = nd.array([120.0, 40.0, 200.0, 80.0])
        w = counts / counts.sum()
        return (updates * w.reshape((-1, 1))).sum(axis=0)
