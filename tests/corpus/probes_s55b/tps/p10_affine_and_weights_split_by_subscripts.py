"""TPS parameter head whose output is split into the affine part and the kernel weights with subscripts, `theta[:, :6]` and `theta[:, 6:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class TPSParams(HybridBlock):
    def __init__(self, in_dim=6, num_ctrl=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(6 + 2 * num_ctrl, in_units=in_dim)

    def hybrid_forward(self, F, z):
        theta = self.head(z)
        affine = F.reshape(theta[:, :6], shape=(0, 3, 2))
        weights = F.reshape(theta[:, 6:], shape=(0, -1, 2))
        return affine, weights


Net = TPSParams
