"""RepPoints' pseudo box by the 'moment' transform: the points `(b, 2 * n, h, w)` viewed as `(b, n, 2, h,
w)` by `pts.shape`, y and x by `pts_reshape[:, :, 0, ...]` and `[:, :, 1, ...]`, their mean and standard
deviation over the points, the learned (2,) moment transfer mixed with its detached copy and read by
`moment_transfer[0]` / `[1]`, half sizes `std * exp(transfer)`; the boxes shifted to the grid centres of the
map by a plain `+` of `(1, 4, h, w)` centres built from `nd.arange`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, num_points=9, stride=8, moment_mul=0.01, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stride = stride
        self.moment_mul = moment_mul
        with self.name_scope():
            self.pts_init = nn.Conv2D(2 * num_points, 3, padding=1, in_channels=in_channels)
            self.moment_transfer = self.params.get('moment_transfer', shape=(2,), init='zeros')

    def hybrid_forward(self, F, x, moment_transfer):
        pts = self.pts_init(x)
        b, _, h, w = pts.shape
        pts_reshape = pts.reshape((b, -1, 2, h, w))
        pts_y = pts_reshape[:, :, 0, ...]
        pts_x = pts_reshape[:, :, 1, ...]
        pts_y_mean = pts_y.mean(axis=1, keepdims=True)
        pts_x_mean = pts_x.mean(axis=1, keepdims=True)
        pts_y_std = F.sqrt(F.broadcast_sub(pts_y, pts_y_mean).square().mean(axis=1, keepdims=True))
        pts_x_std = F.sqrt(F.broadcast_sub(pts_x, pts_x_mean).square().mean(axis=1, keepdims=True))
        transfer = moment_transfer * self.moment_mul + F.stop_gradient(moment_transfer) * (1 - self.moment_mul)
        half_width = pts_x_std * F.exp(transfer[0])
        half_height = pts_y_std * F.exp(transfer[1])
        bbox = F.concat(pts_x_mean - half_width, pts_y_mean - half_height,
                        pts_x_mean + half_width, pts_y_mean + half_height, dim=1)
        cy = (nd.arange(h) + 0.5).reshape((1, 1, h, 1)).broadcast_to((1, 1, h, w))
        cx = (nd.arange(w) + 0.5).reshape((1, 1, 1, w)).broadcast_to((1, 1, h, w))
        centre = F.concat(cx, cy, cx, cy, dim=1)
        return (bbox + centre) * self.stride
