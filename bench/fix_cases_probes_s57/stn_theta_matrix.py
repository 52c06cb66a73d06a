"""Per-sample thetas as 2x3 matrices: the regression reshaped by the batch to (N, 2, 3), composed with a fixed rotation held on the block (`F.batch_dot` against a (1, 3, 3) array tiled to the batch by `theta.shape[0]`), and flattened back for GridGenerator."""
import math

from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 1, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, angle=0.3, **kwargs):
        super(Net, self).__init__(**kwargs)
        c, s = math.cos(angle), math.sin(angle)
        self.rot = nd.array([[[c, -s, 0], [s, c, 0], [0, 0, 1]]])
        with self.name_scope():
            self.loc = nn.Dense(6, in_units=36)

    def hybrid_forward(self, F, x):
        theta = self.loc(x).reshape((x.shape[0], 2, 3))
        rot = F.tile(self.rot, (theta.shape[0], 1, 1))
        theta = F.batch_dot(theta, rot)
        grid = F.GridGenerator(theta.reshape((x.shape[0], 6)), transform_type='affine',
                               target_shape=(6, 6))
        return F.BilinearSampler(x, grid)
