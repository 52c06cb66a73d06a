"""Squeezeformer encoder of a few layers: the skip before the reduction layer kept in a dict keyed by the
layer index, the sequence reduced by a strided depthwise conv at `reduce_idx` and recovered at
`recover_idx` from `skips[self.reduce_idx]` by repeat, `slice_like` and add."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6)]


class SqueezeEncoder(HybridBlock):
    def __init__(self, dim=6, layers=4, reduce_idx=1, recover_idx=3, **kwargs):
        super().__init__(**kwargs)
        self.reduce_idx = reduce_idx
        self.recover_idx = recover_idx
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(layers):
                self.layers.add(nn.Dense(dim, flatten=False, activation="relu"))
            self.down = nn.Conv1D(dim, 3, strides=2, padding=1, groups=dim)
            self.up = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        skips = {}
        for i, layer in enumerate(self.layers):
            if i == self.reduce_idx:
                skips[i] = x
                x = self.down(x.transpose((0, 2, 1))).transpose((0, 2, 1))
            if i == self.recover_idx:
                up = F.repeat(self.up(x), repeats=2, axis=1)
                x = F.slice_like(up, skips[self.reduce_idx], axes=(1,)) + skips[self.reduce_idx]
            x = x + layer(x)
        return x


Net = SqueezeEncoder
