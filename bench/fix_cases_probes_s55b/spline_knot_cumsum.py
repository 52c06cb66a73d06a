"""Neural spline flow's bin edges: softmax widths per bin, their running sum built in a python loop over the bins from zeros of the batch, each edge appended from `w[:, i:i + 1]`, then scaled to [-B, B]."""
from mxnet.gluon import nn


INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, bins=4, bound=3.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.bound = bound
        with self.name_scope():
            self.proj = nn.Dense(bins, in_units=3)

    def hybrid_forward(self, F, x):
        w = F.softmax(self.proj(x), axis=-1)
        edges = [F.zeros((x.shape[0], 1))]
        for i in range(w.shape[1]):
            edges.append(edges[-1] + w[:, i:i + 1])
        edges = F.concat(*edges, dim=1)
        return 2 * self.bound * edges - self.bound
