"""FPN top-down merge with the resize target read as `lateral.shape[2:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3), (2, 4, 7, 5)]


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lateral = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, top, lateral):
        lat = self.lateral(lateral)
        height, width = lat.shape[2:]
        up = F.contrib.BilinearResize2D(top, height=height, width=width)
        return up + lat
