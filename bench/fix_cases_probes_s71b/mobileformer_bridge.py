"""Mobile-Former's Mobile->Former bridge (a MobileViT neighbour): a handful of learnable global tokens
(M, d) repeated over the batch (`F.tile(tokens.expand_dims(0), (x.shape[0], 1, 1))`), the local
(B, C, H, W) map flattened to (B, H*W, C) by `x.reshape((b, c, h * w))` from `b, c, h, w = x.shape`,
a single-head cross-attention of the tokens on the pixels scaled by `c ** -0.5`, and the Former's
FFN with a residual."""
from mxnet.gluon import nn
import mxnet as mx


INPUTS = [(2, 6, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=6, num_tokens=3, dim=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.tokens = self.params.get('tokens', shape=(num_tokens, dim), init=mx.init.Normal(0.5))
            self.q = nn.Dense(channels, in_units=dim, flatten=False)
            self.proj = nn.Dense(dim, in_units=channels, flatten=False)
            self.ffn = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x, tokens):
        b, c, h, w = x.shape
        z = F.tile(tokens.expand_dims(0), (x.shape[0], 1, 1))
        pix = x.reshape((b, c, h * w)).transpose((0, 2, 1))
        q = self.q(z)
        attn = F.softmax(F.batch_dot(q, pix, transpose_b=True) * c ** -0.5, axis=-1)
        z = z + self.proj(F.batch_dot(attn, pix))
        return z + F.relu(self.ffn(z))
