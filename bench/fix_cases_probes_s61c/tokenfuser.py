"""TokenFuser: the S tokens `(n, S, c)` mixed over S by a Dense on their transpose, a sigmoid mixing
map `(n, S, h, w)` from the original map flattened by `n, _, h, w = original.shape`, the fused map
`F.batch_dot(mix, tokens, transpose_a=True)` folded back to `(n, c, h, w)` and added to the original."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 4, 3, 2)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, num_tokens=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.mix_tokens = nn.Dense(num_tokens, in_units=num_tokens, flatten=False)
            self.mix_map = nn.Conv2D(num_tokens, 1, in_channels=channels)

    def hybrid_forward(self, F, tokens, original):
        n, _, h, w = original.shape
        tokens = self.mix_tokens(tokens.transpose((0, 2, 1))).transpose((0, 2, 1))
        mix = F.sigmoid(self.mix_map(original)).reshape((n, -1, h * w))
        fused = F.batch_dot(mix, tokens, transpose_a=True)
        fused = fused.transpose((0, 2, 1)).reshape((n, tokens.shape[2], h, w))
        return original + fused
