"""Per-frame 2-d CNN on a clip: (B, C, T, H, W) folded to (B*T, C, H, W) with -3 and back with -4."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8, 8)]


class Net(HybridBlock):
    def __init__(self, num_segments=4, channels=5, **kwargs):
        super().__init__(**kwargs)
        self._segments = num_segments
        with self.name_scope():
            self.frame_cnn = nn.HybridSequential()
            self.frame_cnn.add(nn.Conv2D(channels, 3, padding=1, in_channels=3), nn.Activation("relu"),
                               nn.GlobalAvgPool2D())

    def hybrid_forward(self, F, clip):
        frames = F.reshape(F.transpose(clip, axes=(0, 2, 1, 3, 4)), shape=(-3, -2))   # B*T, C, H, W
        feats = F.flatten(self.frame_cnn(frames))                                      # B*T, D
        return F.reshape(feats, shape=(-4, -1, self._segments, -2))                    # B, T, D
