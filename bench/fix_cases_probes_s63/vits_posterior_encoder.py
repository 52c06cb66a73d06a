"""VITS' posterior encoder: the linear spectrogram (b, c, t) masked by `sequence_mask(lengths,
y.shape[2])` (an arange against the lengths), a 1x1 pre-net, a stack of gated dilated convs (WaveNet
style, tanh * sigmoid halves), the stats projected and split into mean and log-scale, and z sampled by
`m + F.random.normal(shape=m.shape) * F.exp(logs)` masked by a plain `*`."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 7), (2,)]


def sequence_mask(F, length, max_length):
    x = F.arange(max_length)
    return F.broadcast_lesser(x.expand_dims(0), length.expand_dims(1))


class Net(nn.HybridBlock):
    def __init__(self, in_channels=6, hidden=8, out_channels=4, kernel_size=3, n_layers=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden = hidden
        self.out_channels = out_channels
        with self.name_scope():
            self.pre = nn.Conv1D(hidden, 1, in_channels=in_channels)
            self.in_layers = nn.HybridSequential()
            self.res_skip = nn.HybridSequential()
            for i in range(n_layers):
                d = 2 ** i
                self.in_layers.add(nn.Conv1D(2 * hidden, kernel_size, dilation=d,
                                             padding=d * (kernel_size - 1) // 2, in_channels=hidden))
                self.res_skip.add(nn.Conv1D(hidden, 1, in_channels=hidden))
            self.proj = nn.Conv1D(out_channels * 2, 1, in_channels=hidden)

    def hybrid_forward(self, F, y, y_lengths):
        y_lengths = F.floor((y_lengths + 1.0) * 3.0) + 1.0          # 1..7 frames
        y_mask = sequence_mask(F, y_lengths, y.shape[2]).expand_dims(1)
        x = self.pre(y) * y_mask
        output = F.zeros_like(x)
        for conv, res in zip(self.in_layers, self.res_skip):
            x_in = conv(x)
            acts = F.tanh(x_in[:, :self.hidden]) * F.sigmoid(x_in[:, self.hidden:])
            x = (x + res(acts)) * y_mask
            output = output + acts
        stats = self.proj(output * y_mask) * y_mask
        m, logs = F.split(stats, 2, axis=1)
        z = (m + F.random.normal(shape=m.shape) * F.exp(logs)) * y_mask
        return z, m, logs
