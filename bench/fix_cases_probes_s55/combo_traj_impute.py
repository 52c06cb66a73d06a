"""Trajectories with missed detections: missing positions carried forward from the last observed one in a loop over the time axis, relative displacements by slicing, and the displacement sum accumulated with `+=` into zeros of the batch."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 2), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.out = nn.Dense(2, in_units=2)

    def hybrid_forward(self, F, traj, seen):
        m = (seen > -0.5).astype('float32').expand_dims(2)
        last = traj[:, 0]
        filled = [last]
        for t in range(1, traj.shape[1]):
            last = m[:, t] * traj[:, t] + (1 - m[:, t]) * last
            filled.append(last)
        pos = F.stack(*filled, axis=1)
        rel = pos[:, 1:] - pos[:, :-1]
        total = F.zeros((traj.shape[0], 2))
        for t in range(rel.shape[1]):
            total += rel[:, t]
        return pos[:, -1] + self.out(total)
