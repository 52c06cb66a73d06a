"""Video classifier that checks its channel count and prints the clip length while debugging."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, classes=4, verbose=False, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._channels = channels
        self._verbose = verbose
        with self.name_scope():
            self.conv = nn.Conv3D(4, 3, padding=1, in_channels=channels)
            self.fc = nn.Dense(classes, in_units=4)

    def hybrid_forward(self, F, clip):
        assert clip.shape[1] == self._channels, 'expected %d channels' % self._channels
        if self._verbose:
            print('clip length', clip.shape[2])
        feat = F.relu(self.conv(clip)).mean(axis=(2, 3, 4))
        return self.fc(feat)
