"""UnivNet's LVC block with kernel-size-1 location-variable convs and several layers: the kernel predictor's
output viewed as (batch, layers, in, out, L) from `c.shape`, the input unfolded without overlap into
(batch, in, L, hop) by a reshape from the unpacked shape, per layer the kernels read by `kernels[:, i]` and the
windows mixed by a `batch_dot` over (batch * L), the bias added from `bias[:, i]`, gated
`sigmoid(a) * tanh(b)` activations and a residual, the hop length checked against the mel length."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 8), (2, 4, 2)]


class Net(nn.HybridBlock):
    def __init__(self, channels=2, cond_channels=4, conv_layers=2, hidden=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.conv_layers = conv_layers
        self.channels = channels
        with self.name_scope():
            self.input_conv = nn.Conv1D(hidden, 3, padding=1, in_channels=cond_channels, activation='tanh')
            self.kernel_conv = nn.Conv1D(conv_layers * channels * 2 * channels, 1, in_channels=hidden)
            self.bias_conv = nn.Conv1D(conv_layers * 2 * channels, 1, in_channels=hidden)

    def hybrid_forward(self, F, x, c):
        batch, _, cond_length = c.shape
        h = self.input_conv(c)
        kernels = self.kernel_conv(h).reshape((batch, self.conv_layers, self.channels, 2 * self.channels,
                                              cond_length))
        bias = self.bias_conv(h).reshape((batch, self.conv_layers, 2 * self.channels, cond_length))
        _, C, T = x.shape
        hop_size = T // cond_length
        assert T == hop_size * cond_length
        for i in range(self.conv_layers):
            k = kernels[:, i].transpose((0, 3, 2, 1)).reshape((batch * cond_length, 2 * C, C))
            w = x.reshape((batch, C, cond_length, hop_size)).transpose((0, 2, 1, 3)).reshape((-1, C, hop_size))
            y = F.batch_dot(k, w).reshape((batch, cond_length, 2 * C, hop_size)).transpose((0, 2, 1, 3))
            y = y + bias[:, i].expand_dims(-1)
            y = y.reshape((batch, 2 * C, T))
            a, b = F.split(y, num_outputs=2, axis=1)
            x = x + F.sigmoid(a) * F.tanh(b)
        return x
