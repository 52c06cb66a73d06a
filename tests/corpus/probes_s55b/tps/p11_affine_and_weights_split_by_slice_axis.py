"""TPS parameter head split into the affine part and the kernel weights by `slice_axis`, the affine part initialised near identity by adding a constant (1, 6) row with `broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class TPSParams(HybridBlock):
    def __init__(self, in_dim=6, num_ctrl=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(6 + 2 * num_ctrl, in_units=in_dim)
            self.identity = self.params.get_constant("identity", [[0.0, 0.0, 1.0, 0.0, 0.0, 1.0]])

    def hybrid_forward(self, F, z, identity):
        theta = 0.1 * self.head(z)
        affine = F.broadcast_add(F.slice_axis(theta, axis=1, begin=0, end=6), identity)
        weights = F.slice_axis(theta, axis=1, begin=6, end=None)
        return F.reshape(affine, shape=(0, 3, 2)), F.reshape(weights, shape=(0, -1, 2))


Net = TPSParams
