"""Per-frame 2-d CNN that unpacks `b, c, t, h, w = clip.shape` to fold time into the batch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8, 8)]


class Net(HybridBlock):
    def __init__(self, channels=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.frame_cnn = nn.HybridSequential()
            self.frame_cnn.add(nn.Conv2D(channels, 3, padding=1, in_channels=3), nn.GlobalAvgPool2D())

    def hybrid_forward(self, F, clip):
        b, c, t, h, w = clip.shape
        frames = F.reshape(F.transpose(clip, axes=(0, 2, 1, 3, 4)), shape=(b * t, c, h, w))
        return F.reshape(self.frame_cnn(frames), shape=(b, t, -1))
