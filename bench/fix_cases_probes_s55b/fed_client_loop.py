"""Aggregation written client by client: an accumulator of zeros shaped like one client's update, `agg += updates[k] * weight` in a python loop over the number of clients read from the shape, and the server learning rate applied to the global model."""
from mxnet.gluon import nn


INPUTS = [(3, 5), (5,)]


class Net(nn.HybridBlock):
    def __init__(self, server_lr=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.server_lr = server_lr

    def hybrid_forward(self, F, updates, global_w):
        agg = F.zeros(updates.shape[1:])
        for k in range(updates.shape[0]):
            agg += updates[k] / updates.shape[0]
        return global_w + self.server_lr * agg
