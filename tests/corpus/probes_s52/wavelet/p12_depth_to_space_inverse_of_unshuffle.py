"""Wavelet-style up/down pair by the built-ins: `F.space_to_depth` analysis, a 1x1 mixing convolution, `F.depth_to_space` synthesis, with the block size from the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class SubbandMixer(HybridBlock):
    def __init__(self, block=2, in_channels=3, **kwargs):
        super().__init__(**kwargs)
        self.block = block
        with self.name_scope():
            self.mix = nn.Conv2D(in_channels * block * block, kernel_size=1)

    def hybrid_forward(self, F, x):
        bands = F.space_to_depth(x, block_size=self.block)
        return F.depth_to_space(self.mix(bands), block_size=self.block) + x


Net = SubbandMixer
