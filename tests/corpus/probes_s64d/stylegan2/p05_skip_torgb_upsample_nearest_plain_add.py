"""StyleGAN2 skip generator: each resolution's toRGB (a 1x1 conv to 3 channels) added to the previous RGB image upsampled by `F.UpSampling(scale=2, sample_type="nearest")` -- a plain `+` of two (B, 3, 2H, 2W) tensors; the features upsampled the same way between stages."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class SkipGenerator(HybridBlock):
    def __init__(self, channels=4, stages=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.torgb0 = nn.Conv2D(3, 1)
            self.blocks = nn.HybridSequential()
            self.torgbs = nn.HybridSequential()
            for _ in range(stages):
                self.blocks.add(nn.Conv2D(channels, 3, padding=1, activation="relu"))
                self.torgbs.add(nn.Conv2D(3, 1))

    def hybrid_forward(self, F, x):
        img = self.torgb0(x)
        for block, torgb in zip(self.blocks, self.torgbs):
            x = block(F.UpSampling(x, scale=2, sample_type="nearest"))
            img = F.UpSampling(img, scale=2, sample_type="nearest") + torgb(x)
        return img


Net = SkipGenerator
