"""H504: `y[:, -3:]` of a 2-column map: python keeps both columns; slice_axis(begin=-3) raises,
F.slice(begin=(None, -3)) too (MXNet 1.9.1): the last 3 are cut as the first 3 reversed."""
from mxnet.gluon import nn

INPUTS = [(4, 2)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, y):
        return F.relu(y)[:, -3:] * 2
