"""K-Net masked feature gathering averaged over pixels, the count `x.shape[2] * x.shape[3]` read from the
feature map's shape in the graph (a Symbol has no `.shape`)."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4, 4)]


class ShapePixels(HybridBlock):
    def __init__(self, num_kernels=3, channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.kernels = self.params.get("kernels", shape=(num_kernels, channels), init=init.Normal(0.1))

    def hybrid_forward(self, F, x, kernels):
        feats = x.reshape((0, 0, -1))
        k = F.broadcast_like(kernels.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        masks = F.sigmoid(F.batch_dot(k, feats))
        return F.batch_dot(masks, feats, transpose_b=True) / (x.shape[2] * x.shape[3])


Net = ShapePixels
