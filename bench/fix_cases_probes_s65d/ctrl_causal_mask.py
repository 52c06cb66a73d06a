"""CTRL's conditional LM layer: the control code's embedding (`self.code_embed(nd.array([code]))`) prepended to
the token states, the sinusoidal positions of the total length by `nd.arange`, multi-head attention with
heads split from `B, T, D = x.shape`, CTRL's causal mask `(arange(L)[None] > arange(L)[:, None]) * -1e4` of the
total length `L = T + 1` added by `+=` to the (B * H, L, L) logits, and the LM logits with the code's position
dropped by `logits[:, 1:]`."""
import math

from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=8, num_heads=2, num_codes=4, control_code=2, vocab=12, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_heads = num_heads
        self.control_code = control_code
        with self.name_scope():
            self.code_embed = nn.Embedding(num_codes, d_model)
            self.qkv = nn.Dense(3 * d_model, in_units=d_model, flatten=False)
            self.out = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.lm_head = nn.Dense(vocab, in_units=d_model, flatten=False)

    def hybrid_forward(self, F, x):
        B, T, D = x.shape
        code = self.code_embed(nd.array([self.control_code])).reshape((1, 1, D))
        h = F.concat(F.broadcast_to(code, (B, 1, D)), x * math.sqrt(D), dim=1)
        L = T + 1
        angle = nd.arange(L).reshape((L, 1)) / 10000 ** (nd.arange(0, D, 2).reshape((1, -1)) / D)
        h = h + F.concat(F.sin(angle), F.cos(angle), dim=1).expand_dims(0)
        q, k, v = F.split(self.qkv(h), num_outputs=3, axis=-1)
        heads = [t.reshape((B, L, self.num_heads, -1)).transpose((0, 2, 1, 3)).reshape((B * self.num_heads, L, -1))
                 for t in (q, k, v)]
        scores = F.batch_dot(heads[0], heads[1], transpose_b=True) / math.sqrt(D // self.num_heads)
        mask = (nd.arange(L).reshape((1, L)) > nd.arange(L).reshape((L, 1))) * -1e4
        scores += mask
        ctx = F.batch_dot(F.softmax(scores, axis=-1), heads[2])
        ctx = ctx.reshape((B, self.num_heads, L, -1)).transpose((0, 2, 1, 3)).reshape((B, L, D))
        logits = self.lm_head(h + self.out(ctx))
        return logits[:, 1:]
