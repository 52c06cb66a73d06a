"""A stem that checks and logs its input's shape before the convolution."""
import logging

from mxnet.gluon import nn

INPUTS = [(2, 3, 6, 6)]

log = logging.getLogger(__name__)


class Net(nn.HybridBlock):
    def __init__(self, channels=4, in_channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._in_channels = in_channels
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=in_channels)
            self.bn = nn.BatchNorm(in_channels=channels)

    def hybrid_forward(self, F, img):
        assert img.shape[1] == self._in_channels, "expected %d channels" % self._in_channels
        log.debug("stem input %s", img.shape)
        return F.relu(self.bn(self.conv(img)))
