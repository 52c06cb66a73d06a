"""EMG (B, 8, L) fused with IMU (B, 6, L / 2) sampled at half the rate: the IMU stretched to the EMG's
length by a bilinear resize to `width=emg.shape[2]` over an inserted axis, the channels concatenated
and classified by a temporal conv."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 10), (2, 6, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(4, 3, padding=1, in_channels=14)
            self.cls = nn.Dense(3, in_units=4)

    def hybrid_forward(self, F, emg, imu):
        imu = F.contrib.BilinearResize2D(imu.expand_dims(2), height=1, width=emg.shape[2])
        x = F.concat(emg, imu.squeeze(axis=2), dim=1)
        return self.cls(F.relu(self.conv(x)).max(axis=2))
