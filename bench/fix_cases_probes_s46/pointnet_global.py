"""PointNet segmentation trunk: per-point features joined with the max-pooled global feature of the cloud."""
from mxnet.gluon import nn


INPUTS = [(2, 10, 3)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=8, global_dim=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.local = nn.Dense(hidden, in_units=3, flatten=False)
            self.glob = nn.Dense(global_dim, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, points):
        local = F.relu(self.local(points))
        glob = F.max(self.glob(local), axis=1)
        glob = F.tile(glob.expand_dims(1), reps=(1, points.shape[1], 1))
        return F.concat(local, glob, dim=2)
