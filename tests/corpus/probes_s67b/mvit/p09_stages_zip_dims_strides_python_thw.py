"""MViT stages from python lists given to the constructor (`dims`, `strides`) zipped together; each stage pools the
token grid by a strided depthwise `Conv2D` and widens the channels by a Dense, and the python grid size is
updated by `[s // t for s, t in zip(hw, stride)]` between stages, used in the next reshape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 4)]


class Stage(HybridBlock):
    def __init__(self, dim_in, dim_out, stride, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.Conv2D(dim_in, 3, strides=stride, padding=1, groups=dim_in, in_channels=dim_in)
            self.expand = nn.Dense(dim_out, flatten=False, in_units=dim_in)

    def hybrid_forward(self, F, grid):
        return self.expand(self.pool(grid).reshape((0, 0, -1)).transpose((0, 2, 1)))


class MultiscaleStages(HybridBlock):
    def __init__(self, hw=(4, 4), dims=(4, 6, 8), strides=((1, 1), (2, 2)), **kwargs):
        super().__init__(**kwargs)
        self.hw = tuple(hw)
        self.strides = [tuple(s) for s in strides]
        with self.name_scope():
            self.stages = nn.HybridSequential()
            for d_in, d_out, s in zip(dims[:-1], dims[1:], self.strides):
                self.stages.add(Stage(d_in, d_out, s))

    def hybrid_forward(self, F, x):
        hw = list(self.hw)
        for stage, stride in zip(self.stages, self.strides):
            grid = x.transpose((0, 2, 1)).reshape((0, 0, hw[0], hw[1]))
            x = stage(grid)
            hw = [s // t for s, t in zip(hw, stride)]
        return x.mean(axis=1)


Net = MultiscaleStages
