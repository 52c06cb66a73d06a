"""Spatial transformer: a localisation net (global pooling + zero-initialised Dense(6)) whose output is added to an identity transform held by `get_constant`, `F.GridGenerator(transform_type='affine', target_shape=...)` from python sizes, then `F.BilinearSampler`."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class SpatialTransformer(HybridBlock):
    def __init__(self, out_size=(6, 6), **kwargs):
        super().__init__(**kwargs)
        self.out_size = out_size
        with self.name_scope():
            self.loc = nn.HybridSequential()
            self.loc.add(nn.Conv2D(4, 3, padding=1, in_channels=3, activation="relu"),
                         nn.GlobalAvgPool2D(),
                         nn.Dense(6, in_units=4, weight_initializer=init.Zero()))
            self.identity = self.params.get_constant("identity", np.array([[1, 0, 0, 0, 1, 0]], "float32"))

    def hybrid_forward(self, F, x, identity):
        theta = F.broadcast_add(self.loc(x), identity)
        grid = F.GridGenerator(theta, transform_type="affine", target_shape=self.out_size)
        return F.BilinearSampler(x, grid)


Net = SpatialTransformer
