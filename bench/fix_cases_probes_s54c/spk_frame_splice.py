"""TDNN frame splicing: context frames t-2..t+2 cut from the time axis by its length and stacked on the channels."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 9)]


class Net(nn.HybridBlock):
    def __init__(self, context=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.context = context
        with self.name_scope():
            self.fc = nn.Conv1D(6, 1, in_channels=4 * (2 * context + 1))

    def hybrid_forward(self, F, x):
        T = x.shape[2]
        k = 2 * self.context + 1
        spliced = F.concat(*[x[:, :, i:T - k + 1 + i] for i in range(k)], dim=1)
        return F.relu(self.fc(spliced))
