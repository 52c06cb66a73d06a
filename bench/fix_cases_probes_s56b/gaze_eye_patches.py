"""Eye patches from a face crop: rows `h // 4:h // 2` and the left and right halves of the width from the unpacked shape, a shared convolution over both eyes, the pooled features concatenated and regressed to (pitch, yaw)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.eye = nn.Conv2D(4, 3, padding=1, in_channels=3, activation='relu')
            self.fc = nn.Dense(2, in_units=8)

    def hybrid_forward(self, F, face):
        _, _, h, w = face.shape
        left = face[:, :, h // 4:h // 2, :w // 2]
        right = face[:, :, h // 4:h // 2, w // 2:]
        fl = self.eye(left).mean(axis=(2, 3))
        fr = self.eye(right).mean(axis=(2, 3))
        return self.fc(F.concat(fl, fr, dim=1))
