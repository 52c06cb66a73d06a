"""TimeSformer time attention that reads the frame count off the tokens: `t = (x.shape[1] - 1) //
self._n` (the PyTorch port's `T = (x.size(1) - 1) // N`), then regroups (B, T*N, C) for attention over T."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class ShapeFramesTimeAttention(HybridBlock):
    def __init__(self, dim=8, patches=4, **kwargs):
        super().__init__(**kwargs)
        self._n = patches
        with self.name_scope():
            self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        t = (x.shape[1] - 1) // self._n
        tokens = F.slice_axis(x, axis=1, begin=1, end=None)
        xt = tokens.reshape((0, t, self._n, -1)).transpose((0, 2, 1, 3)).reshape((-3, t, -1))
        attn = F.softmax(F.batch_dot(xt, xt, transpose_b=True), axis=-1)
        out = F.batch_dot(attn, self.proj(xt)).reshape((-4, -1, self._n, t, 0)).transpose((0, 2, 1, 3))
        return out.reshape((0, -3, 0))


Net = ShapeFramesTimeAttention
