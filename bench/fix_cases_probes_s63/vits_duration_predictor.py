"""VITS' deterministic duration predictor and the lengths it gives at inference: the text encoding
masked by `F.arange(x.shape[2]) < x_lengths` (a plain `<`), two conv + relu + channel LayerNorm layers
(`F.LayerNorm(..., axis=1)`), a 1x1 projection to log-durations, `w = exp(logw) * x_mask *
length_scale`, ceiled, the output lengths `F.maximum(sum, 1)` and the frame mask sized by the longest,
`int(y_lengths.max().asscalar())`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, filter_channels=6, kernel_size=3, length_scale=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.length_scale = length_scale
        with self.name_scope():
            self.conv_1 = nn.Conv1D(filter_channels, kernel_size, padding=kernel_size // 2,
                                    in_channels=in_channels)
            self.norm_1 = nn.LayerNorm(axis=1, in_channels=filter_channels)
            self.conv_2 = nn.Conv1D(filter_channels, kernel_size, padding=kernel_size // 2,
                                    in_channels=filter_channels)
            self.norm_2 = nn.LayerNorm(axis=1, in_channels=filter_channels)
            self.proj = nn.Conv1D(1, 1, in_channels=filter_channels)

    def hybrid_forward(self, F, x, x_lengths):
        x_lengths = F.floor((x_lengths + 1.0) * 2.5) + 1.0          # 1..5 tokens
        x_mask = (F.arange(x.shape[2]).expand_dims(0) < x_lengths.expand_dims(1)).expand_dims(1)
        x = self.conv_1(x * x_mask)
        x = self.norm_1(F.relu(x))
        x = self.conv_2(x * x_mask)
        x = self.norm_2(F.relu(x))
        logw = self.proj(x * x_mask) * x_mask
        w = F.exp(logw) * x_mask * self.length_scale
        w_ceil = F.ceil(w)
        y_lengths = F.maximum(F.sum(w_ceil, axis=(1, 2)), 1)
        y_max = int(y_lengths.max().asscalar())
        y_mask = F.arange(y_max).expand_dims(0) < y_lengths.expand_dims(1)
        return w_ceil, y_mask
