"""HuBERT's convolutional feature extractor: the waveform (B, T) given a channel axis, seven-style conv layers with
kernels and strides from constructor lists (group norm on the first, GELU after each), the output length computed
from the kernels and strides by the usual `(L - k) // s + 1` over the layers, the frames transposed to (B, L, C),
layer-normed and projected, and a padding mask built from that length against `nd.arange` of the frames."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 80), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, conv_dim=(8, 8, 8), conv_kernel=(10, 3, 2), conv_stride=(5, 2, 2), embed_dim=12, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.conv_kernel = conv_kernel
        self.conv_stride = conv_stride
        with self.name_scope():
            self.conv_layers = nn.HybridSequential()
            in_c = 1
            for i, (c, k, s) in enumerate(zip(conv_dim, conv_kernel, conv_stride)):
                self.conv_layers.add(nn.Conv1D(c, k, strides=s, in_channels=in_c, use_bias=False))
                if i == 0:
                    self.conv_layers.add(nn.InstanceNorm(in_channels=c))
                self.conv_layers.add(nn.GELU())
                in_c = c
            self.layer_norm = nn.LayerNorm(in_channels=conv_dim[-1])
            self.post_extract_proj = nn.Dense(embed_dim, in_units=conv_dim[-1], flatten=False)

    def _get_feat_extract_output_lengths(self, input_lengths):
        for k, s in zip(self.conv_kernel, self.conv_stride):
            input_lengths = ((input_lengths - k) / s).floor() + 1
        return input_lengths

    def hybrid_forward(self, F, source, length_frac):
        features = self.conv_layers(source.expand_dims(1))
        features = features.transpose((0, 2, 1))
        features = self.post_extract_proj(self.layer_norm(features))
        B, L, _ = features.shape
        input_lengths = (length_frac.abs() * 0.5 + 0.5) * source.shape[1]
        output_lengths = self._get_feat_extract_output_lengths(input_lengths.floor())
        padding_mask = nd.arange(L).reshape((1, L)) >= output_lengths.reshape((B, 1))
        return features * (1 - padding_mask).expand_dims(-1)
