"""MetNet input stem: radar frames (B, T, C, H, W) folded to (B*T, C, H, W) by reshape code `(-3, -2)`, a 2x2
`F.space_to_depth`, a conv, and unfolded back to (B, T, C', H/2, W/2) by `(-4, -1, t, -2)` with the frame count from
the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 8, 8)]


class SpaceToDepthStem(HybridBlock):
    def __init__(self, frames=3, channels=6, **kwargs):
        super().__init__(**kwargs)
        self.frames = frames
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, x):
        h = x.reshape((-3, -2))
        h = F.relu(self.conv(F.space_to_depth(h, block_size=2)))
        return h.reshape((-4, -1, self.frames, -2))


Net = SpaceToDepthStem
