"""A YOLOv4 neck step on odd sizes: the deeper map upsampled x2 by nearest `F.UpSampling`, cut to the
lateral map by `up[:, :, :lat.shape[2], :lat.shape[3]]` when `up.shape[2:] != lat.shape[2:]`,
concatenated with the lateral and reduced by a 1x1 conv."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 5, 5), (1, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, channels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.reduce = nn.Conv2D(channels, 1, in_channels=4)
            self.fuse = nn.Conv2D(channels, 1, in_channels=2 * channels)

    def hybrid_forward(self, F, lat, deep):
        up = F.UpSampling(self.reduce(deep), scale=2, sample_type='nearest')
        if up.shape[2:] != lat.shape[2:]:
            up = up[:, :, :lat.shape[2], :lat.shape[3]]
        return self.fuse(F.concat(lat, up, dim=1))
