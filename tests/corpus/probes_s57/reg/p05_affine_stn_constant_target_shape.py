"""Affine spatial transformer: a localisation net regresses 6 numbers initialised to the identity, `GridGenerator(theta, 'affine', target_shape=self.out_size)` with the output size a constructor argument."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8)]


class AffineSTN(HybridBlock):
    def __init__(self, out_size=(8, 8), **kwargs):
        super().__init__(**kwargs)
        self.out_size = out_size
        with self.name_scope():
            self.loc = nn.HybridSequential()
            self.loc.add(nn.Conv2D(4, 3, in_channels=1, activation="relu"), nn.GlobalAvgPool2D(), nn.Flatten())
            self.theta = nn.Dense(6, in_units=4, weight_initializer="zeros",
                                  bias_initializer=mx.init.Constant(mx.nd.array([1, 0, 0, 0, 1, 0])))

    def hybrid_forward(self, F, img):
        theta = self.theta(self.loc(img))
        grid = F.GridGenerator(theta, transform_type="affine", target_shape=self.out_size)
        return F.BilinearSampler(img, grid), theta


Net = AffineSTN
