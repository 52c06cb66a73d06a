"""A MobileViT stage whose transformer runs on learned tokens: the map unfolded into `p x p` patches
by `n, c, h, w = x.shape`, TokenLearner maps over each patch position from a Dense, tokens by
`F.batch_dot`, a TokenFuser-style `F.batch_dot(maps, tokens, transpose_a=True)` back to the patches,
the map folded to `(n, c, h, w)` and fused with `x + y`."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=2, patch=2, tokens=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch = patch
        with self.name_scope():
            self.maps = nn.Dense(tokens, in_units=channels, flatten=False)
            self.mlp = nn.Dense(channels, in_units=channels, flatten=False)

    def hybrid_forward(self, F, x):
        n, c, h, w = x.shape
        p = self.patch
        y = x.reshape((n, c, h // p, p, w // p, p)).transpose((0, 3, 5, 2, 4, 1))
        y = y.reshape((n * p * p, (h // p) * (w // p), c))
        maps = F.softmax(self.maps(y), axis=1)
        tokens = F.batch_dot(maps, y, transpose_a=True)
        tokens = tokens + self.mlp(tokens)
        y = F.batch_dot(maps, tokens)
        y = y.reshape((n, p, p, h // p, w // p, c)).transpose((0, 5, 3, 1, 4, 2)).reshape((n, c, h, w))
        return x + y
