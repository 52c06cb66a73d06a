"""Squeezeformer relative positional attention whose relative distances are built from the sequence length
`t = x.shape[1]` by `F.arange(t)`, clipped to the window and embedded."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class ShapeRelPos(HybridBlock):
    def __init__(self, dim=4, window=3, **kwargs):
        super().__init__(**kwargs)
        self.window = window
        with self.name_scope():
            self.rel = nn.Embedding(2 * window + 1, 1)
            self.qkv = nn.Dense(3 * dim, flatten=False)

    def hybrid_forward(self, F, x):
        t = x.shape[1]
        pos = F.arange(t)
        dist = F.broadcast_sub(pos.reshape((-1, 1)), pos.reshape((1, -1)))
        bias = self.rel(F.clip(dist, -self.window, self.window) + self.window).reshape((1, t, t))
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.broadcast_add(F.batch_dot(q, k, transpose_b=True), bias)
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = ShapeRelPos
