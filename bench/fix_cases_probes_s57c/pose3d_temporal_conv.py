"""VideoPose3D's temporal convolution: (N, T, J*2) sequences transposed to channels, dilated 1-D convolutions whose residual is the input cut to the valid frames `x[:, :, pad:x.shape[2] - pad]`, and the last frame's pose reshaped to (N, -1, J, 3) by the batch size."""
from mxnet.gluon import nn


INPUTS = [(2, 13, 16)]


class Net(nn.HybridBlock):
    def __init__(self, joints=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.joints = joints
        self.pads = [1, 3]
        with self.name_scope():
            self.expand = nn.Conv1D(12, 3, in_channels=joints * 2, activation='relu')
            self.layers = nn.HybridSequential()
            for d in (1, 3):
                self.layers.add(nn.Conv1D(12, 3, dilation=d, in_channels=12, activation='relu'))
            self.shrink = nn.Conv1D(joints * 3, 1, in_channels=12)

    def hybrid_forward(self, F, x):
        x = x.transpose((0, 2, 1))
        x = self.expand(x)
        for pad, layer in zip(self.pads, self.layers):
            res = x[:, :, pad:x.shape[2] - pad]
            x = res + layer(x)
        x = self.shrink(x)
        return x.transpose((0, 2, 1)).reshape((x.shape[0], -1, self.joints, 3))
