"""Funnel-Transformer's decoder input: the last pooled hidden state is repeated back to the full
length (`repeat` by the stride on the sequence axis), the cls token kept apart and put back in
front, the truncated tail padded by `stride - 1` zero tokens and cut to the target length read from
the first block's output, then added to that output as a residual and passed through the FFN."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8), (2, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=8, stride=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stride = stride
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=d_model)
            self.ffn = nn.HybridSequential()
            self.ffn.add(nn.Dense(2 * d_model, in_units=d_model, flatten=False, activation='relu'),
                         nn.Dense(d_model, in_units=2 * d_model, flatten=False))

    def upsample(self, F, x, target_len):
        cls = x[:, :1]
        output = F.repeat(x[:, 1:], repeats=self.stride, axis=1)
        pad = F.zeros((output.shape[0], self.stride - 1, output.shape[2]))
        output = F.concat(output, pad, dim=1)
        output = output[:, :target_len - 1]
        return F.concat(cls, output, dim=1)

    def hybrid_forward(self, F, pooled, first_block):
        target_len = first_block.shape[1]
        upsampled = self.upsample(F, pooled, target_len)
        h = self.norm(upsampled + first_block)
        return h + self.ffn(h)
