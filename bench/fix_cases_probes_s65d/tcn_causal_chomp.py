"""The TCN of Bai et al. (locuslab/TCN) as a forecaster: TemporalBlocks of two causal dilated Conv1D padded by
`(k - 1) * dilation` and chomped back (`x[:, :, :-self.chomp_size]`, Chomp1d), a 1x1 downsample on the residual
when the channel counts differ, `out += res` before the ReLU, dilations 1, 2, 4; the one-step forecast a Dense of
the last step `y[:, :, -1]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 12)]


class TemporalBlock(nn.HybridBlock):
    def __init__(self, n_inputs, n_outputs, kernel_size, dilation, **kwargs):
        super(TemporalBlock, self).__init__(**kwargs)
        padding = (kernel_size - 1) * dilation
        self.chomp_size = padding
        with self.name_scope():
            self.conv1 = nn.Conv1D(n_outputs, kernel_size, padding=padding, dilation=dilation,
                                   in_channels=n_inputs)
            self.conv2 = nn.Conv1D(n_outputs, kernel_size, padding=padding, dilation=dilation,
                                   in_channels=n_outputs)
            self.downsample = nn.Conv1D(n_outputs, 1, in_channels=n_inputs) if n_inputs != n_outputs else None

    def hybrid_forward(self, F, x):
        out = F.relu(self.conv1(x)[:, :, :-self.chomp_size])
        out = F.relu(self.conv2(out)[:, :, :-self.chomp_size])
        res = x if self.downsample is None else self.downsample(x)
        out += res
        return F.relu(out)


class Net(nn.HybridBlock):
    def __init__(self, num_inputs=3, channels=(6, 6, 8), kernel_size=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.network = nn.HybridSequential()
            for i, out_channels in enumerate(channels):
                in_channels = num_inputs if i == 0 else channels[i - 1]
                self.network.add(TemporalBlock(in_channels, out_channels, kernel_size, 2 ** i))
            self.linear = nn.Dense(1, in_units=channels[-1])

    def hybrid_forward(self, F, x):
        y = self.network(x)
        return self.linear(y[:, :, -1])
