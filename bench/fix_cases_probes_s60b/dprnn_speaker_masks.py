"""DPRNN's mask head: a 1x1 convolution to `spk * N` channels viewed as `(B * spk, N, L)` from `B, _, L = x.shape`, a tanh-sigmoid gate, a ReLU mask, and each speaker's masked encoding `x * masks[:, i]` stacked on axis 1."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 7)]


class Net(nn.HybridBlock):
    def __init__(self, n=3, spk=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.spk = spk
        with self.name_scope():
            self.conv = nn.Conv1D(spk * n, 1, in_channels=n)
            self.tanh = nn.Conv1D(n, 1, in_channels=n)
            self.gate = nn.Conv1D(n, 1, in_channels=n)

    def hybrid_forward(self, F, x):
        B, N, L = x.shape
        out = self.conv(x).reshape(B * self.spk, N, L)
        out = F.tanh(self.tanh(out)) * F.sigmoid(self.gate(out))
        masks = F.relu(out).reshape(B, self.spk, N, L)
        return F.stack(*[x * masks[:, i] for i in range(self.spk)], axis=1)
