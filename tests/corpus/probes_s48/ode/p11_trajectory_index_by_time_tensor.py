"""Trajectory readout at a requested time: the integrator stores every Euler state and returns `traj[int(t_query.asscalar() * steps)]`, the index computed from a tensor input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4), (1,)]


class Net(HybridBlock):
    def __init__(self, dim=4, steps=4, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.f = nn.Dense(dim, activation="tanh", in_units=dim)

    def hybrid_forward(self, F, x, t_query):
        traj = [x]
        for _ in range(self.steps):
            x = x + (1.0 / self.steps) * self.f(x)
            traj.append(x)
        return traj[int(abs(t_query.asscalar()) * self.steps)]
