"""WavLM feature encoder computing the number of output frames to build a padding mask: `frames =
(wav.shape[1] - 10) // 5 + 1` then `F.ones((B, frames))` -- a Symbol has no shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 160)]


class ShapeFrames(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 10, strides=5, use_bias=False)
            self.norm = nn.GroupNorm(num_groups=channels)

    def hybrid_forward(self, F, wav):
        frames = (wav.shape[1] - 10) // 5 + 1
        h = F.LeakyReLU(self.norm(self.conv(wav.expand_dims(1))), act_type="gelu")
        mask = F.ones((wav.shape[0], frames))
        return h, mask


Net = ShapeFrames
