"""A restricted transformer (scale and translation only, as in attention crops): three regressed numbers per sample spread into a full affine row by concatenating zeros of `(p.shape[0], 1)`, the zoomed glimpse taken at half the input's size."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.loc = nn.Dense(3, in_units=192)

    def hybrid_forward(self, F, x):
        p = self.loc(x)
        s = F.sigmoid(p[:, 0:1])
        tx = F.tanh(p[:, 1:2])
        ty = F.tanh(p[:, 2:3])
        zeros = F.zeros((p.shape[0], 1))
        theta = F.concat(s, zeros, tx, zeros, s, ty, dim=1)
        _, _, h, w = x.shape
        grid = F.GridGenerator(theta, transform_type='affine', target_shape=(h // 2, w // 2))
        return F.BilinearSampler(x, grid)
