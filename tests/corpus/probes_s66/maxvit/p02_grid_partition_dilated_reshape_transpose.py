"""MaxViT's grid attention: the map split into a G x G dilated grid (reshape codes putting the grid index G
first: `(0, 0, -4, G, -1, -4, G, -1)`), transposed so each window gathers pixels H/G apart, attended, and
inverted by the reverse transpose and `-3` merges; G and the map size from the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class GridAttention(HybridBlock):
    def __init__(self, dims=4, size=8, grid=2, **kwargs):
        super().__init__(**kwargs)
        self.g, self.s, self.c = grid, size // grid, dims
        with self.name_scope():
            self.qkv = nn.Dense(3 * dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, x):
        g, s = self.g, self.s
        w = F.reshape(x, shape=(0, 0, -4, g, -1, -4, g, -1))             # (N, C, G, s, G, s)
        w = F.transpose(w, axes=(0, 3, 5, 2, 4, 1))                       # (N, s, s, G, G, C)
        w = F.reshape(w, shape=(-1, g * g, self.c))                            # (N*s*s, G*G, C)
        q, k, v = F.split(self.qkv(w), num_outputs=3, axis=2)
        out = F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1), v)
        out = F.transpose(F.reshape(out, shape=(-1, s, s, g, g, self.c)), axes=(0, 5, 3, 1, 4, 2))
        return F.reshape(out, shape=(0, 0, -3, -3))


Net = GridAttention
