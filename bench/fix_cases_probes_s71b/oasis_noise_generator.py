"""OASIS's generator input (a SPADE neighbour): a 3D noise vector z (B, z_dim) spatially replicated to the
label map's size (`z.reshape((0, 0, 1, 1))` then `F.broadcast_to` to
`(b, self.z_dim, h, w)` from `b, _, h, w = seg.shape`) and concatenated with the label map; SPADE's
generator start from a noise vector reshaped to (B, C, 4, 4) by `fc(z).reshape((-1, self.nf, 4, 4))`,
resized to the map and added."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, label_nc=3, z_dim=4, nf=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nf = nf
        self.z_dim = z_dim
        with self.name_scope():
            self.fc = nn.Dense(16 * nf, in_units=z_dim)
            self.conv = nn.Conv2D(nf, 3, padding=1, in_channels=label_nc + z_dim)

    def hybrid_forward(self, F, seg, z):
        b, _, h, w = seg.shape
        z3 = z.reshape((0, 0, 1, 1))
        z3 = F.broadcast_to(z3, (b, self.z_dim, h, w))
        x = self.conv(F.concat(seg, z3, dim=1))
        start = self.fc(z).reshape((-1, self.nf, 4, 4))
        start = F.contrib.BilinearResize2D(start, height=h, width=w)
        return x + start
