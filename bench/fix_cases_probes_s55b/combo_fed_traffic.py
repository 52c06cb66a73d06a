"""Federated traffic forecasting: each client's road graph convolved with its own normalized adjacency (an input), client weights from an nd.array of sensor counts, the forecast horizon looped over from the last observed step `x[:, -1]`, and the weighted client outputs summed with `+=`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, horizon=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.horizon = horizon
        with self.name_scope():
            self.step = nn.Dense(4, in_units=4)

    def hybrid_forward(self, F, x, adj):
        adj = F.softmax(adj, axis=1)
        weights = nd.array([0.25, 0.75])
        cur = x[:, -1]
        preds = []
        for _ in range(self.horizon):
            cur = F.tanh(self.step(F.dot(cur, adj)))
            preds.append(cur)
        out = F.stack(*preds, axis=1)
        total = F.zeros((x.shape[1] - 1, x.shape[2]))
        for i in range(x.shape[0]):
            total += weights[i] * out[i]
        return total
