"""FPN top-down merge: the coarse map resized to the lateral one with BilinearResize2D(mode='like')."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3), (2, 4, 7, 5)]


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lateral = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, top, lateral):
        lat = self.lateral(lateral)
        up = F.contrib.BilinearResize2D(top, like=lat, mode="like")
        return up + lat
