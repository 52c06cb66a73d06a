"""K-Net panoptic head reading the "thing" masks as `masks[:, :self.num_things]` (a legacy subscript of a
column range: fine on an NDArray, TypeError on a Symbol)."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4, 4)]


class ThingSubscript(HybridBlock):
    def __init__(self, num_things=2, num_stuff=2, channels=6, **kwargs):
        super().__init__(**kwargs)
        self.num_things = num_things
        with self.name_scope():
            self.kernels = self.params.get("kernels", shape=(num_things + num_stuff, channels), init=init.Normal(0.1))

    def hybrid_forward(self, F, x, kernels):
        feats = x.reshape((0, 0, -1))
        k = F.broadcast_like(kernels.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        masks = F.batch_dot(k, feats)
        return F.sigmoid(masks[:, :self.num_things])


Net = ThingSubscript
