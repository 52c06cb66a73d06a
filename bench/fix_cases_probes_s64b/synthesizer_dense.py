"""Dense Synthesizer attention: each token's attention row comes from a two-layer MLP over the
token alone (no query-key product), projected to `max_len` positions per head and sliced down to
the actual length `n` of the batch, softmaxed and applied to the values, heads by `b, n, d =
x.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, heads=2, max_len=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        self.max_len = max_len
        with self.name_scope():
            self.w1 = nn.Dense(dim, in_units=dim, flatten=False, activation='relu')
            self.w2 = nn.Dense(heads * max_len, in_units=dim, flatten=False)
            self.value = nn.Dense(dim, in_units=dim, flatten=False)
            self.out = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        b, n, d = x.shape
        h = self.heads
        logits = self.w2(self.w1(x)).reshape((b, n, h, self.max_len)).transpose((0, 2, 1, 3))
        logits = logits[:, :, :, :n]
        attn = F.softmax(logits, axis=-1).reshape((b * h, n, n))
        v = self.value(x).reshape((b, n, h, d // h)).transpose((0, 2, 1, 3)).reshape((b * h, n, d // h))
        out = F.batch_dot(attn, v).reshape((b, h, n, d // h)).transpose((0, 2, 1, 3))
        return self.out(out.reshape((b, n, d))) + x
