"""View-conditioned NeRF MLP that repeats the direction with `F.tile(..., reps=(1, pts.shape[1], 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6, 3), (4, 3)]


class Net(HybridBlock):
    def __init__(self, hidden=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.Dense(hidden, activation="relu", flatten=False, in_units=3)
            self.rgb = nn.Dense(3, flatten=False, in_units=hidden + 3)

    def hybrid_forward(self, F, pts, view_dirs):
        h = self.trunk(pts)
        dirs = F.tile(view_dirs.expand_dims(1), reps=(1, pts.shape[1], 1))
        return F.sigmoid(self.rgb(F.concat(h, dirs, dim=-1)))
