"""A QRNN layer's masked (causal) convolution: the sequence padded on both sides by the Conv1D and the look-ahead cut off with `gates[:, :, :x.shape[2]]`; f-pooling then runs over `seq_len = x.shape[2]` steps with `F.slice_axis`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=4, width=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.conv = nn.Conv1D(2 * hidden, width, padding=width - 1, in_channels=3)

    def hybrid_forward(self, F, x):
        seq_len = x.shape[2]
        gates = self.conv(x)[:, :, :seq_len]
        z, f = F.split(gates, num_outputs=2, axis=1)
        z, f = F.tanh(z), F.sigmoid(f)
        h = F.zeros_like(F.slice_axis(z, axis=2, begin=0, end=1))
        outs = []
        for t in range(seq_len):
            ft = F.slice_axis(f, axis=2, begin=t, end=t + 1)
            zt = F.slice_axis(z, axis=2, begin=t, end=t + 1)
            h = ft * h + (1 - ft) * zt
            outs.append(h)
        return F.concat(*outs, dim=2)
