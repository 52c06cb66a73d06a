"""Spatial transformer: a localisation net predicts 2x3 affine params, `GridGenerator(affine)` with a python target shape, `BilinearSampler`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class SpatialTransformer(HybridBlock):
    def __init__(self, out_size=(6, 6), hidden=16, **kwargs):
        super().__init__(**kwargs)
        self._out = tuple(out_size)
        with self.name_scope():
            self.loc = nn.HybridSequential()
            self.loc.add(nn.Conv2D(4, 3, activation="relu"), nn.GlobalAvgPool2D(),
                         nn.Dense(hidden, activation="relu"),
                         nn.Dense(6, weight_initializer=init.Zero(),
                                  bias_initializer=init.Constant(0.0)))
            self.identity = self.params.get_constant("identity", [[1, 0, 0, 0, 1, 0]])

    def hybrid_forward(self, F, img, identity):
        theta = F.broadcast_add(self.loc(img), identity)
        grid = F.GridGenerator(theta, transform_type="affine", target_shape=self._out)
        return F.BilinearSampler(img, grid)


class Net(SpatialTransformer):
    pass
