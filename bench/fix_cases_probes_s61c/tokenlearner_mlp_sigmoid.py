"""The original TokenLearner over a channels-last map: the input flattened to `(n, h * w, c)` by
`x.reshape((x.shape[0], -1, x.shape[3]))`, an MLP gives S sigmoid maps per position, transposed to
`(n, S, h * w)`, the tokens as the mean of `x` weighted by each map: `(maps[:, :, :, None] *
feat[:, None]).mean(axis=2)`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, num_tokens=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=channels)
            self.mlp1 = nn.Dense(channels, in_units=channels, flatten=False, activation='relu')
            self.mlp2 = nn.Dense(num_tokens, in_units=channels, flatten=False)

    def hybrid_forward(self, F, x):
        feat = x.reshape((x.shape[0], -1, x.shape[3]))
        maps = F.sigmoid(self.mlp2(self.mlp1(self.norm(feat))))
        maps = maps.transpose((0, 2, 1))
        tokens = F.expand_dims(maps, axis=-1) * F.expand_dims(feat, axis=1)
        return tokens.mean(axis=2)
