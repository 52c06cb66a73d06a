"""Hyena meeting TabTransformer (a long-convolution mixer over the column tokens instead of attention):
categorical columns embedded with a shared column embedding added (`shared.expand_dims(0)` plain `+` of
(1, n, d) and (b, n, d)), the token mixer a causal long convolution over the columns with an implicit
filter (positional features of `nd.arange(n)` from `x.shape[1]` through a Dense, exponential decay), the
convolution by a Toeplitz matrix built in a python loop over the columns, gated, then flattened
(`x.reshape((b, n * d))`), concatenated with the layer-normed continuous features and an MLP head."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3), (2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, num_columns=3, cardinality=4, dim=4, num_continuous=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cardinality = cardinality
        with self.name_scope():
            self.embed = nn.Embedding(num_columns * cardinality, dim)
            self.shared = self.params.get('shared', shape=(num_columns, dim), init='normal')
            self.filter = nn.Dense(dim, in_units=1, flatten=False)
            self.gate = nn.Dense(dim, in_units=dim, flatten=False)
            self.norm = nn.LayerNorm(in_channels=num_continuous)
            self.head = nn.Dense(1, in_units=num_columns * dim + num_continuous)

    def hybrid_forward(self, F, x_categ, x_cont, shared):
        b, n = x_categ.shape
        idx = F.floor((x_categ + 1) / 2 * self.cardinality).clip(0, self.cardinality - 1)
        idx = idx + nd.arange(n).reshape((1, -1)) * self.cardinality
        x = self.embed(idx) + shared.expand_dims(0)
        t = nd.arange(n).reshape((n, 1)) / n
        h = self.filter(t) * F.exp(-t)                         # (n, d)
        y = F.zeros_like(x)
        for i in range(n):
            for j in range(i + 1):
                y[:, i] = y[:, i] + h[i - j] * x[:, j]
        x = y * F.sigmoid(self.gate(x))
        d = x.shape[2]
        flat = x.reshape((b, n * d))
        return self.head(F.concat(flat, self.norm(x_cont), dim=1))
