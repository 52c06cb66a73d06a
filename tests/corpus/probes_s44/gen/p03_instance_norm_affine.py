"""Instance normalisation with learned affine parameters followed by a style modulation from a dense layer."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 6)]


class Net(HybridBlock):
    def __init__(self, channels=4, style_dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.InstanceNorm(in_channels=channels)
            self.affine = nn.Dense(2 * channels, in_units=style_dim)

    def hybrid_forward(self, F, x, style):
        # one dense layer gives gamma and beta; split them with num_outputs and index the outputs
        gamma_beta = F.split(self.affine(style), num_outputs=2, axis=1)
        gamma = F.reshape(gamma_beta[0], shape=(0, 0, 1, 1))
        beta = F.reshape(gamma_beta[1], shape=(0, 0, 1, 1))
        return F.broadcast_add(F.broadcast_mul(self.norm(x), 1 + gamma), beta)
