"""DPT decoder: reassembled maps of four stages (python list, coarsest last), fused top-down by a list of fusion
blocks walked with `zip(self.fusions, reversed(maps[:-1]))`; upsampling in a module function given F, and the
skip merged by a module helper without F returning `x + y` of two maps of equal shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 16, 16), (2, 4, 8, 8), (2, 4, 4, 4), (2, 4, 2, 2)]


def upsample(F, x):
    return F.UpSampling(x, scale=2, sample_type="nearest")


def merge(x, y):
    return x + y


class Decoder(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fusions = nn.HybridSequential()
            for _ in range(3):
                self.fusions.add(nn.Conv2D(channels, 3, padding=1))
            self.head = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, s1, s2, s3, s4):
        maps = [s1, s2, s3, s4]
        out = maps[-1]
        for fusion, skip in zip(self.fusions, reversed(maps[:-1])):
            out = F.relu(fusion(merge(upsample(F, out), skip)))
        return self.head(out)


Net = Decoder
