"""Numpy-mode (MXNet 2 style) AutoInt attention in `forward`: embeddings from `np.expand_dims(values, 2) * self.field_embed.data()`, heads split with `n, f, _ = q.shape` and `q.reshape(n, f, heads, -1)`, `npx.batch_dot`, `npx.softmax`, a residual `np` add."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5)]


class NumpyInteracting(HybridBlock):
    def __init__(self, fields=5, embed_dim=4, heads=2, d_k=4, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        with self.name_scope():
            self.field_embed = self.params.get("field_embed", shape=(fields, embed_dim))
            self.q = nn.Dense(heads * d_k, flatten=False, use_bias=False, in_units=embed_dim)
            self.k = nn.Dense(heads * d_k, flatten=False, use_bias=False, in_units=embed_dim)
            self.res = nn.Dense(heads * d_k, flatten=False, use_bias=False, in_units=embed_dim)

    def forward(self, values):
        emb = np.expand_dims(values, 2) * self.field_embed.data()
        q, k = self.q(emb), self.k(emb)
        n, f, _ = q.shape
        qh = q.reshape(n, f, self._h, -1).transpose(0, 2, 1, 3).reshape(n * self._h, f, -1)
        kh = k.reshape(n, f, self._h, -1).transpose(0, 2, 1, 3).reshape(n * self._h, f, -1)
        att = npx.softmax(npx.batch_dot(qh, kh, transpose_b=True), axis=-1)
        out = npx.batch_dot(att, kh).reshape(n, self._h, f, -1).transpose(0, 2, 1, 3).reshape(n, f, -1)
        return npx.relu(out + self.res(emb))


Net = NumpyInteracting
