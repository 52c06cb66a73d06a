"""TimesFM's input side: the context (B, L) and its padding mask cut into input patches of length p
(`x.reshape((bsize, -1, self.patch_len))` from `bsize = x.shape[0]`), the patch and its mask concatenated,
and the residual MLP block of the public code (hidden Dense with swish, output Dense, a residual Dense on
the input, layer norm), the padding of each patch counted to zero its token."""
from mxnet.gluon import nn


INPUTS = [(2, 32), (2, 32)]


class ResidualBlock(nn.HybridBlock):
    def __init__(self, input_dims, hidden_dims, output_dims, **kwargs):
        super(ResidualBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.hidden_layer = nn.Dense(hidden_dims, in_units=input_dims, flatten=False)
            self.output_layer = nn.Dense(output_dims, in_units=hidden_dims, flatten=False)
            self.residual_layer = nn.Dense(output_dims, in_units=input_dims, flatten=False)
            self.layer_norm = nn.LayerNorm(in_channels=output_dims)

    def hybrid_forward(self, F, inputs):
        hidden = self.hidden_layer(inputs)
        hidden = hidden * F.sigmoid(hidden)
        output = self.output_layer(hidden)
        residual = self.residual_layer(inputs)
        return self.layer_norm(output + residual)


class Net(nn.HybridBlock):
    def __init__(self, patch_len=8, model_dims=16, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch_len = patch_len
        with self.name_scope():
            self.input_ff_layer = ResidualBlock(2 * patch_len, model_dims, model_dims)

    def hybrid_forward(self, F, input_ts, input_padding):
        bsize = input_ts.shape[0]
        patched_inputs = input_ts.reshape((bsize, -1, self.patch_len))
        patched_pads = (input_padding > 0.5).reshape((bsize, -1, self.patch_len))
        patched_inputs = patched_inputs * (1.0 - patched_pads)
        concat_inputs = F.concat(patched_inputs, patched_pads, dim=-1)
        model_input = self.input_ff_layer(concat_inputs)
        patched_padding = F.min(patched_pads, axis=-1)
        model_input = model_input * (1.0 - patched_padding.expand_dims(-1))
        return model_input, patched_padding
