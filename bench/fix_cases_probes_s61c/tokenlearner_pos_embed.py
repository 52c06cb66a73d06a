"""TokenLearner tokens fed to a transformer: the tokens `(n, S, c)` get learned positions
`self.pos(F.arange(tokens.shape[1]))`, every second token is dropped by `tokens[:, ::2]` at the
coarser stages, and the class token from `F.zeros((tokens.shape[0], 1, tokens.shape[2]))` is
prepended before a Dense mixer."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, max_tokens=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.pos = nn.Embedding(max_tokens, channels)
            self.mixer = nn.Dense(channels, in_units=channels, flatten=False)

    def hybrid_forward(self, F, tokens):
        tokens = tokens + self.pos(F.arange(tokens.shape[1]))
        tokens = tokens[:, ::2]
        cls = F.zeros((tokens.shape[0], 1, tokens.shape[2]))
        seq = F.concat(cls, tokens, dim=1)
        return self.mixer(seq)
