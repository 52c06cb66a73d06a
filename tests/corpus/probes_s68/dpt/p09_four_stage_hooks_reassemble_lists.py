"""DPT's four reassemble stages: the hidden states of four hooked transformer layers (a python list of
indices from the constructor) each folded into a map by reshape codes and resampled by its own layer (a
transposed conv x4, x2, identity, a strided conv), the stages kept in a list and fused top-down by
nearest upsampling and `F.UpSampling` + `F.elemwise_add` on equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 17, 8)]


class FourStages(HybridBlock):
    def __init__(self, dim=8, grid=4, depth=4, hooks=(0, 1, 2, 3), channels=4, **kwargs):
        super().__init__(**kwargs)
        self.grid, self.hooks = grid, list(hooks)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(depth):
                self.blocks.add(nn.Dense(dim, flatten=False, activation="relu"))
            self.resample = nn.HybridSequential()
            self.resample.add(nn.Conv2DTranspose(channels, 4, strides=4),
                              nn.Conv2DTranspose(channels, 2, strides=2),
                              nn.Conv2D(channels, 1),
                              nn.Conv2D(channels, 3, strides=2, padding=1))

    def hybrid_forward(self, F, tokens):
        hidden, h = [], tokens
        for i, blk in enumerate(self.blocks):
            h = blk(h)
            if i in self.hooks:
                hidden.append(h)
        maps = []
        for feats, layer in zip(hidden, self.resample):
            patches = F.slice_axis(feats, axis=1, begin=1, end=None)
            maps.append(layer(patches.transpose((0, 2, 1)).reshape((0, 0, self.grid, self.grid))))
        out = maps[-1]
        for skip in reversed(maps[:-1]):
            out = F.elemwise_add(F.UpSampling(out, scale=2, sample_type="nearest"), skip)
        return out


Net = FourStages
