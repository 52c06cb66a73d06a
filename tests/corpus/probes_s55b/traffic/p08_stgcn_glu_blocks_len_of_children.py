"""STGCN temporal gated blocks: GLU `(p + x_in) * sigmoid(q)` from a split conv, the input aligned by `slice_axis` with the python kernel size, blocks looped by `range(len(self.blocks))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 9)]


class TemporalGLU(HybridBlock):
    def __init__(self, channels=3, kt=3, num_blocks=2, **kwargs):
        super().__init__(**kwargs)
        self.kt = kt
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(num_blocks):
                self.blocks.add(nn.Conv2D(2 * channels, kernel_size=(1, kt), in_channels=channels))

    def hybrid_forward(self, F, x):
        for i in range(len(self.blocks)):
            x_in = F.slice_axis(x, axis=3, begin=self.kt - 1, end=None)
            p, q = F.split(self.blocks[i](x), num_outputs=2, axis=1)
            x = (p + x_in) * F.sigmoid(q)
        return F.mean(x, axis=3)


Net = TemporalGLU
