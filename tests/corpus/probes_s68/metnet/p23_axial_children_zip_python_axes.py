"""MetNet axial attention as two children walked by `zip(self.attns, self.perms)`: each permutes the (B, C, H, W)
map by a python axes tuple so that the attended axis is last-but-one, folds by `reshape((-3, 0, 0))`, attends, and
unfolds by `(-4, -1, size, 0, 0)` with the grid size from the constructor; the inverse permutation is a python
`argsort` of the tuple."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class Attend(HybridBlock):
    def __init__(self, channels, **kwargs):
        super().__init__(**kwargs)
        self.scale = channels ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * channels, flatten=False)

    def hybrid_forward(self, F, t):
        q, k, v = F.split(self.qkv(t), num_outputs=3, axis=-1)
        return t + F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1), v)


class Axial(HybridBlock):
    def __init__(self, channels=4, size=4, **kwargs):
        super().__init__(**kwargs)
        self.size = size
        self.perms = [(0, 2, 3, 1), (0, 3, 2, 1)]
        with self.name_scope():
            self.attns = nn.HybridSequential()
            self.attns.add(Attend(channels), Attend(channels))

    def hybrid_forward(self, F, x):
        for attn, perm in zip(self.attns, self.perms):
            inverse = tuple(sorted(range(4), key=lambda i: perm[i]))
            t = x.transpose(perm).reshape((-3, 0, 0))
            x = attn(t).reshape((-4, -1, self.size, 0, 0)).transpose(inverse)
        return x


Net = Axial
