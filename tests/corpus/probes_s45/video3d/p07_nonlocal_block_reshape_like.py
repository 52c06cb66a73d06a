"""Non-local block over T*H*W positions: 1x1x1 embeddings flattened with code -3, restored by reshape_like."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 4, 4)]


class NonLocal3D(HybridBlock):
    def __init__(self, in_channels=4, reduction=2, **kwargs):
        super().__init__(**kwargs)
        inter = in_channels // reduction
        self._scale = inter ** -0.5
        with self.name_scope():
            self.theta = nn.Conv3D(inter, 1, in_channels=in_channels)
            self.phi = nn.Conv3D(inter, 1, in_channels=in_channels)
            self.g = nn.Conv3D(inter, 1, in_channels=in_channels)
            self.out = nn.Conv3D(in_channels, 1, in_channels=inter)

    def hybrid_forward(self, F, x):
        g_x = self.g(x)
        theta = F.reshape(self.theta(x), shape=(0, 0, -1))        # B, C', THW
        phi = F.reshape(self.phi(x), shape=(0, 0, -1))
        g = F.reshape(g_x, shape=(0, 0, -1))
        attn = F.softmax(F.batch_dot(theta, phi, transpose_a=True) * self._scale, axis=-1)  # B, THW, THW
        y = F.batch_dot(g, attn, transpose_b=True)                 # B, C', THW
        return x + self.out(F.reshape_like(y, g_x))


class Net(NonLocal3D):
    pass
