"""Vocoder training crop: a random segment start drawn with `F.random.randint` and read back by `.asscalar()` to slice mel frames and audio samples consistently (eager only)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 10), (2, 1, 40)]


class SegmentCrop(HybridBlock):
    def __init__(self, frames=4, hop=4, **kwargs):
        super(SegmentCrop, self).__init__(**kwargs)
        self.frames = frames
        self.hop = hop
        with self.name_scope():
            self.proj = nn.Conv1D(1, 1, in_channels=4)

    def hybrid_forward(self, F, mel, audio):
        start = int(F.random.randint(0, 1, shape=(1,)).asscalar())
        m = F.slice_axis(mel, axis=2, begin=start, end=start + self.frames)
        a = F.slice_axis(audio, axis=2, begin=start * self.hop, end=(start + self.frames) * self.hop)
        return F.repeat(self.proj(m), repeats=self.hop, axis=2) - a


Net = SegmentCrop
