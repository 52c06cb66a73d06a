"""Nearest upsampling by two, cropped to the lateral map when its size is odd."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3, 3), (2, 4, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.lateral = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, top, lateral):
        up = F.UpSampling(top, scale=2, sample_type='nearest')
        up = up[:, :, :lateral.shape[2], :lateral.shape[3]]
        return self.lateral(lateral) + up
