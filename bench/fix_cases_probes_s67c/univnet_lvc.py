"""UnivNet's location-variable convolution: a kernel predictor (conv stack on the mel spectrogram) emits per
hop a (2C, K*C) kernel and a 2C bias; the input (B, C, T) is zero padded, unfolded into the L hop-length windows
(`hop = T // L` from the shapes, a python loop over the windows of the mel's length), each window im2col'd over
the K taps and convolved with its kernel by `batch_dot`, the windows concatenated back, and the result gated
`sigmoid(a) * tanh(b)` into a residual."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 12), (2, 5, 3)]


class KernelPredictor(nn.HybridBlock):
    def __init__(self, cond_channels, in_channels, out_channels, kernel_size, hidden=8, **kwargs):
        super(KernelPredictor, self).__init__(**kwargs)
        with self.name_scope():
            self.input_conv = nn.Conv1D(hidden, 5, padding=2, in_channels=cond_channels)
            self.residual_conv = nn.Conv1D(hidden, 3, padding=1, in_channels=hidden)
            self.kernel_conv = nn.Conv1D(out_channels * kernel_size * in_channels, 3, padding=1, in_channels=hidden)
            self.bias_conv = nn.Conv1D(out_channels, 3, padding=1, in_channels=hidden)

    def hybrid_forward(self, F, c):
        c = F.LeakyReLU(self.input_conv(c), slope=0.1)
        c = c + F.LeakyReLU(self.residual_conv(c), slope=0.1)
        return self.kernel_conv(c), self.bias_conv(c)


class Net(nn.HybridBlock):
    def __init__(self, channels=3, cond_channels=5, kernel_size=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.channels = channels
        self.kernel_size = kernel_size
        with self.name_scope():
            self.kernel_predictor = KernelPredictor(cond_channels, channels, 2 * channels, kernel_size)

    def hybrid_forward(self, F, x, c):
        kernels, bias = self.kernel_predictor(c)
        batch, in_channels, in_length = x.shape
        kernel_length = c.shape[2]
        hop_size = in_length // kernel_length
        kernels = kernels.reshape((batch, 2 * in_channels, self.kernel_size * in_channels, kernel_length))
        padding = (self.kernel_size - 1) // 2
        xp = F.pad(x.expand_dims(2), mode='constant',
                   pad_width=(0, 0, 0, 0, 0, 0, padding, padding)).squeeze(axis=2)
        outs = []
        for l in range(kernel_length):
            win = F.slice_axis(xp, axis=2, begin=l * hop_size, end=l * hop_size + hop_size + 2 * padding)
            cols = F.concat(*[F.slice_axis(win, axis=2, begin=k, end=k + hop_size)
                              for k in range(self.kernel_size)], dim=1)
            o = F.batch_dot(kernels[:, :, :, l], cols)
            outs.append(o + bias[:, :, l:l + 1])
        y = F.concat(*outs, dim=2)
        a, b = F.split(y, num_outputs=2, axis=1)
        return x + F.sigmoid(a) * F.tanh(b)
