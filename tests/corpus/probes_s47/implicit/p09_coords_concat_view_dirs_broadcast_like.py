"""NeRF MLP conditioned on the view direction: the per-ray direction (N, 3) is repeated over the samples with `broadcast_like` against the points (N, S, 3) and concatenated on the last axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6, 3), (4, 3)]


class RadianceField(HybridBlock):
    def __init__(self, hidden=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.Dense(hidden, activation="relu", flatten=False, in_units=3)
            self.sigma = nn.Dense(1, flatten=False, in_units=hidden)
            self.rgb = nn.Dense(3, flatten=False, in_units=hidden + 3)

    def hybrid_forward(self, F, pts, view_dirs):
        h = self.trunk(pts)
        dirs = F.broadcast_like(view_dirs.expand_dims(1), pts)
        rgb = F.sigmoid(self.rgb(F.concat(h, dirs, dim=-1)))
        return F.concat(rgb, F.relu(self.sigma(h)), dim=-1)


class Net(RadianceField):
    pass
