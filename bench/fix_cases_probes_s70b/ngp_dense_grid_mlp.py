"""Instant-NGP's coarse levels, where res**3 fits the table and the grid is indexed densely
(`x + y * res + z * res * res`, no hash), trilinear interpolation on the eight corners with the
corner coordinates split by column, the per-level features concatenated, and the
tiny MLP to density and colour: `sigma = F.exp(h[:, 0])` (truncated exp activation) and
`rgb = F.sigmoid(h[:, 1:])`, as the NeRF head reads its outputs."""
import itertools
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, resolutions=(2, 3), n_features=2, hidden=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.res = resolutions
        self.offsets = [sum(r ** 3 for r in resolutions[:i]) for i in range(len(resolutions))]
        with self.name_scope():
            self.grid = self.params.get('grid', shape=(sum(r ** 3 for r in resolutions), n_features),
                                        init=mx.init.Uniform(0.5))
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(hidden, in_units=len(resolutions) * n_features, activation='relu'),
                         nn.Dense(4, in_units=hidden))

    def hybrid_forward(self, F, x, grid):
        x = (x + 1) / 2
        feats = []
        for l, res in enumerate(self.res):
            scaled = x * (res - 1)
            corner = F.clip(F.floor(scaled), 0, res - 2)
            frac = scaled - corner
            out = 0
            px, py, pz = F.split(corner, num_outputs=3, axis=1, squeeze_axis=True)
            for off in itertools.product((0, 1), repeat=3):
                cx, cy, cz = px + off[0], py + off[1], pz + off[2]
                idx = cx + cy * res + cz * res * res + self.offsets[l]
                w = F.prod(F.abs(1 - off[0] - frac.slice_axis(axis=1, begin=0, end=1)) *
                           F.abs(1 - off[1] - frac.slice_axis(axis=1, begin=1, end=2)) *
                           F.abs(1 - off[2] - frac.slice_axis(axis=1, begin=2, end=3)), axis=1, keepdims=True)
                out = out + F.broadcast_mul(w, F.take(grid, idx))
            feats.append(out)
        h = self.mlp(F.concat(*feats, dim=1))
        sigma = F.exp(h[:, 0])
        rgb = F.sigmoid(h[:, 1:])
        return sigma, rgb
