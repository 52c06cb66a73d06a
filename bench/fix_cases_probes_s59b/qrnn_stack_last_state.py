"""Stacked QRNN layers with a classifier on the last step: each layer's hidden states `h` feed the next layer, and the classifier reads `h[:, :, -1]` of the top layer plus a mean of all steps `h.sum(axis=2) / h.shape[2]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=3, layers=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for i in range(layers):
                self.convs.add(nn.Conv1D(2 * hidden, 1, in_channels=3))
            self.out = nn.Dense(2, in_units=2 * hidden)

    def hybrid_forward(self, F, x):
        h = x
        for conv in self.convs:
            z, f = F.split(conv(h), num_outputs=2, axis=1)
            h = F.sigmoid(f) * F.tanh(z)
        last = h[:, :, -1]
        mean = h.sum(axis=2) / h.shape[2]
        return self.out(F.concat(last, mean, dim=1))
