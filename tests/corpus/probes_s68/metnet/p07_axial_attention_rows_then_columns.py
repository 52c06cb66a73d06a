"""MetNet axial self-attention: attention along rows on the (B*H, W, C) fold (transpose then reshape codes with
the grid size from the constructor), then along columns on the (B*W, H, C) fold, each with a residual `+` of equal
shapes; one-head `batch_dot` scores scaled by a python float."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class AxialAttention(HybridBlock):
    def __init__(self, channels=4, size=4, **kwargs):
        super().__init__(**kwargs)
        self.size, self.scale = size, channels ** -0.5
        with self.name_scope():
            self.qkv_row = nn.Dense(3 * channels, flatten=False)
            self.qkv_col = nn.Dense(3 * channels, flatten=False)

    def _attend(self, F, t, qkv):
        q, k, v = F.split(qkv(t), num_outputs=3, axis=-1)
        return t + F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1), v)

    def hybrid_forward(self, F, x):
        s = self.size
        rows = x.transpose((0, 2, 3, 1)).reshape((-3, 0, 0))
        rows = self._attend(F, rows, self.qkv_row).reshape((-4, -1, s, 0, 0))
        cols = rows.transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
        cols = self._attend(F, cols, self.qkv_col).reshape((-4, -1, s, 0, 0))
        return cols.transpose((0, 3, 2, 1))


Net = AxialAttention
