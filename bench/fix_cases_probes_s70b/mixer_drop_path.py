"""A Mixer layer as timm writes it, ported: stochastic depth (`DropPath`) on both residual branches
with the per-sample mask drawn as `F.random.uniform(shape=(x.shape[0], 1, 1))` in training and the
identity at inference, the token-mixing MLP on `x.transpose((0, 2, 1))`, the channel MLP, and the
residuals accumulated in place (`x += self.drop_path(...)`)."""
from mxnet import autograd
from mxnet.gluon import nn


INPUTS = [(2, 9, 4)]


class DropPath(nn.HybridBlock):
    def __init__(self, drop_prob=0.0, **kwargs):
        super(DropPath, self).__init__(**kwargs)
        self.drop_prob = drop_prob

    def hybrid_forward(self, F, x):
        if self.drop_prob == 0.0 or not autograd.is_training():
            return x
        keep = 1 - self.drop_prob
        mask = F.floor(keep + F.random.uniform(shape=(x.shape[0], 1, 1)))
        return F.broadcast_mul(x / keep, mask)


class Net(nn.HybridBlock):
    def __init__(self, seq_len=9, dim=4, tokens_hidden=6, channels_hidden=8, drop_path=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.norm1 = nn.LayerNorm(in_channels=dim)
            self.tok1 = nn.Dense(tokens_hidden, in_units=seq_len, flatten=False)
            self.tok2 = nn.Dense(seq_len, in_units=tokens_hidden, flatten=False)
            self.norm2 = nn.LayerNorm(in_channels=dim)
            self.ch1 = nn.Dense(channels_hidden, in_units=dim, flatten=False, activation='relu')
            self.ch2 = nn.Dense(dim, in_units=channels_hidden, flatten=False)
            self.drop_path = DropPath(drop_path)

    def hybrid_forward(self, F, x):
        y = self.norm1(x).transpose((0, 2, 1))
        y = self.tok2(F.LeakyReLU(self.tok1(y), act_type='gelu')).transpose((0, 2, 1))
        x += self.drop_path(y)
        x += self.drop_path(self.ch2(self.ch1(self.norm2(x))))
        return x
