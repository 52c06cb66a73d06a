"""TimeSformer with the (T, N) token grid a constructor tuple `grid=(2, 4)` unpacked `t, n = self._grid`,
the tokens regrouped `reshape((0, t, n, -1))`, the frames split by `F.split(num_outputs=t, axis=1,
squeeze_axis=True)` and iterated (`for frame in frames:` over split outputs, a list of symbols), each
frame attended over space and stacked back by `F.stack(*outs, axis=1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class GridSplitSpaceAttention(HybridBlock):
    def __init__(self, dim=8, grid=(2, 4), **kwargs):
        super().__init__(**kwargs)
        self._grid = tuple(grid)
        with self.name_scope():
            self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        t, n = self._grid
        tokens = F.slice_axis(x, axis=1, begin=1, end=None).reshape((0, t, n, -1))
        frames = F.split(tokens, num_outputs=t, axis=1, squeeze_axis=True)
        outs = []
        for frame in frames:
            attn = F.softmax(F.batch_dot(frame, frame, transpose_b=True), axis=-1)
            outs.append(self.proj(F.batch_dot(attn, frame)))
        return F.stack(*outs, axis=1).reshape((0, -3, 0))


Net = GridSplitSpaceAttention
