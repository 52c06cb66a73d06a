"""GFNet hierarchical stages: per stage a GF-style token mixer (Dense along tokens after a transpose) and
an MLP, between stages a patch-merging downsample (tokens reshaped back to a map by the constructor's
grid size with `reshape((0, h, w, -1))`, a strided Conv2D); `if i < len(self.stages) - 1` over the
python list of stages; a global average pool head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 6)]


class Stages(HybridBlock):
    def __init__(self, grid=4, dims=(6, 8), **kwargs):
        super().__init__(**kwargs)
        self.grids = [grid // (2 ** i) for i in range(len(dims))]
        self.stages, self.downs = [], []
        with self.name_scope():
            for i, d in enumerate(dims):
                mixer = nn.Dense(self.grids[i] ** 2, flatten=False)
                mlp = nn.Dense(d, flatten=False, activation="relu")
                self.register_child(mixer)
                self.register_child(mlp)
                self.stages.append((mixer, mlp))
                if i < len(dims) - 1:
                    down = nn.Conv2D(dims[i + 1], 2, strides=2)
                    self.register_child(down)
                    self.downs.append(down)
            self.head = nn.Dense(3)

    def hybrid_forward(self, F, x):
        for i, (mixer, mlp) in enumerate(self.stages):
            x = x + mixer(x.transpose((0, 2, 1))).transpose((0, 2, 1))
            x = x + mlp(x)
            if i < len(self.stages) - 1:
                g = self.grids[i]
                fmap = x.reshape((0, g, g, -1)).transpose((0, 3, 1, 2))
                x = self.downs[i](fmap).reshape((0, 0, -1)).transpose((0, 2, 1))
        return self.head(x.mean(axis=1))


Net = Stages
