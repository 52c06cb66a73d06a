"""Numpy-mode (MXNet 2 style) TimeSformer block in `forward`: `b, l, c = x.shape`, frames from
`(l - 1) // n`, the CLS token by `x[:, :1]` and patches by `x[:, 1:]`, time embeddings cut by
`self.time_embed.data()[:, :t]`, regrouping by `reshape(b, t, n, c)`. Legal: numpy-mode arrays slice by
subscripts and a traced numpy-mode `forward` sees real shapes."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 9, 8)]


class NumpyTimeSformerBlock(HybridBlock):
    def __init__(self, dim=8, patches=4, max_frames=8, **kwargs):
        super().__init__(**kwargs)
        self._n = patches
        self.time_embed = self.params.get("time_embed", shape=(1, max_frames, dim), init="normal")
        self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def forward(self, x):
        b, l, c = x.shape
        t = (l - 1) // self._n
        cls, tokens = x[:, :1], x[:, 1:]
        xt = tokens.reshape(b, t, self._n, c) + self.time_embed.data()[:, :t].reshape(1, t, 1, c)
        xt = xt.transpose(0, 2, 1, 3).reshape(b * self._n, t, c)
        attn = npx.softmax(np.matmul(xt, xt.transpose(0, 2, 1)), axis=-1)
        out = self.proj(np.matmul(attn, xt)).reshape(b, self._n, t, c).transpose(0, 2, 1, 3)
        return np.concatenate([cls, out.reshape(b, t * self._n, c)], axis=1)


Net = NumpyTimeSformerBlock
