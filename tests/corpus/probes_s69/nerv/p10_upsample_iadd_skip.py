"""NeRV block with a bilinear-upsampled skip added in place: `out += skip`, where out is the pixel-shuffled
conv and skip the input upsampled by `F.UpSampling(..., sample_type='nearest')` and a 1x1 conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3)]


class SkipNeRVBlock(HybridBlock):
    def __init__(self, out_ch=2, scale=2, **kwargs):
        super().__init__(**kwargs)
        self.scale = scale
        with self.name_scope():
            self.conv = nn.Conv2D(out_ch * scale * scale, kernel_size=3, padding=1)
            self.proj = nn.Conv2D(out_ch, kernel_size=1)

    def hybrid_forward(self, F, x):
        out = F.depth_to_space(self.conv(x), block_size=self.scale)
        skip = self.proj(F.UpSampling(x, scale=self.scale, sample_type="nearest"))
        out += skip
        return F.LeakyReLU(out, act_type="gelu")


Net = SkipNeRVBlock
