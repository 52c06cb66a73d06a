"""NeRV blocks: conv to C*r*r channels, pixel shuffle by `depth_to_space(block_size=r)` and GELU, one
block per upscale factor of the constructor's list (5, 2 here); the channel counts shrink by a python
ratio."""
from mxnet.gluon import HybridBlock, nn


INPUTS = [(2, 8, 2, 3)]


class NeRVBlock(HybridBlock):
    def __init__(self, out_ch, scale, **kwargs):
        super().__init__(**kwargs)
        self.scale = scale
        with self.name_scope():
            self.conv = nn.Conv2D(out_ch * scale * scale, kernel_size=3, padding=1)

    def hybrid_forward(self, F, x):
        x = F.depth_to_space(self.conv(x), block_size=self.scale)
        return F.LeakyReLU(x, act_type="gelu")


class NeRVUpsampler(HybridBlock):
    def __init__(self, channels=8, strides=(5, 2), reduce=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for s in strides:
                channels = max(channels // reduce, 2)
                self.blocks.add(NeRVBlock(channels, s))

    def hybrid_forward(self, F, x):
        return self.blocks(x)


Net = NeRVUpsampler
