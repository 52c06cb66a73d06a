"""GhostNetV2's DFC attention: the input average-pooled by 2, horizontal and vertical decoupled fully-connected convs (1xK, Kx1), a sigmoid gate resized back to the map with `BilinearResize2D(height=x.shape[2], width=x.shape[3])` and multiplied into the ghost output."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.ghost = nn.Conv2D(channels, 1, in_channels=channels)
            self.short = nn.Conv2D(channels, 1, in_channels=channels)
            self.horiz = nn.Conv2D(channels, (1, 5), padding=(0, 2), groups=channels, in_channels=channels)
            self.vert = nn.Conv2D(channels, (5, 1), padding=(2, 0), groups=channels, in_channels=channels)

    def hybrid_forward(self, F, x):
        res = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')
        res = self.vert(self.horiz(self.short(res)))
        gate = F.sigmoid(res)
        gate = F.contrib.BilinearResize2D(gate, height=x.shape[2], width=x.shape[3])
        return self.ghost(x) * gate
