"""A space-time non-local block on video clips (B, C, T, H, W): theta/phi/g as 1x1x1 Conv3D, the
positions flattened by `t * h * w` from `b, c, t, h, w = x.shape`, the affinity scaled by
`theta.shape[1] ** -0.5` before the softmax, the response read back to the clip's shape, and a
`+=` residual."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.theta = nn.Conv3D(2, 1, in_channels=4)
            self.phi = nn.Conv3D(2, 1, in_channels=4)
            self.g = nn.Conv3D(2, 1, in_channels=4)
            self.w = nn.Conv3D(4, 1, in_channels=2)

    def hybrid_forward(self, F, x):
        b, c, t, h, w = x.shape
        theta = self.theta(x).reshape((b, -1, t * h * w))
        phi = self.phi(x).reshape((b, -1, t * h * w))
        g = self.g(x).reshape((b, -1, t * h * w))
        att = F.batch_dot(theta, phi, transpose_a=True) * theta.shape[1] ** -0.5
        att = F.softmax(att, axis=-1)
        y = F.batch_dot(g, att, transpose_b=True).reshape((b, -1, t, h, w))
        out = self.w(y)
        out += x
        return out
