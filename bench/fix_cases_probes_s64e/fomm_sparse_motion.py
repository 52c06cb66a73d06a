"""FOMM's dense motion: sparse motions per keypoint `identity_grid - kp_driving + kp_source`
on a grid from `h, w = source_image.shape[2:]` (nd.arange rows and columns), a zero background
motion `nd.zeros((bs, 1, h, w, 2))` concatenated in front, the (K+1) motions weighted by a
softmax mask from a conv and summed to a dense flow, the source warped by `BilinearSampler`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6), (2, 3, 2), (2, 3, 2)]


class Net(nn.HybridBlock):
    def __init__(self, num_kp=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_kp = num_kp
        with self.name_scope():
            self.mask = nn.Conv2D(num_kp + 1, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, source_image, kp_driving, kp_source):
        bs, _, h, w = source_image.shape
        xs = 2 * (nd.arange(w) / (w - 1)) - 1
        ys = 2 * (nd.arange(h) / (h - 1)) - 1
        identity_grid = nd.stack(xs.reshape((1, -1)).tile((h, 1)),
                                 ys.reshape((-1, 1)).tile((1, w)), axis=2)
        identity_grid = identity_grid.reshape((1, 1, h, w, 2))
        coordinate_grid = identity_grid - kp_driving.reshape((bs, self.num_kp, 1, 1, 2))
        driving_to_source = coordinate_grid + kp_source.reshape((bs, self.num_kp, 1, 1, 2))
        bg_grid = identity_grid.tile((bs, 1, 1, 1, 1))
        sparse_motions = F.concat(bg_grid, driving_to_source, dim=1)
        mask = F.softmax(self.mask(source_image), axis=1)
        deformation = (sparse_motions * mask.expand_dims(4)).sum(axis=1)
        return F.BilinearSampler(source_image, deformation.transpose((0, 3, 1, 2)))
