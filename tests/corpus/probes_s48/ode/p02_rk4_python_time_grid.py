"""Classic RK4 integrator over a python time grid built with `numpy.linspace`: each step evaluates the shared field at `t`, `t + h/2`, `t + h` (python floats concatenated as a time channel through `ones_like`), and the trajectory is stacked."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class TimeField(HybridBlock):
    def __init__(self, dim=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(hidden, activation="softrelu", in_units=dim + 1)
            self.fc2 = nn.Dense(dim, in_units=hidden)

    def hybrid_forward(self, F, x, t):
        tt = F.ones_like(F.slice_axis(x, axis=1, begin=0, end=1)) * t
        return self.fc2(self.fc1(F.concat(x, tt, dim=1)))


class Net(HybridBlock):
    def __init__(self, dim=4, t_end=1.0, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.grid = [float(t) for t in np.linspace(0.0, t_end, steps + 1)]
        with self.name_scope():
            self.f = TimeField(dim)

    def hybrid_forward(self, F, x):
        traj = [x]
        for t, t_next in zip(self.grid[:-1], self.grid[1:]):
            h = t_next - t
            k1 = self.f(x, t)
            k2 = self.f(x + 0.5 * h * k1, t + 0.5 * h)
            k3 = self.f(x + 0.5 * h * k2, t + 0.5 * h)
            k4 = self.f(x + h * k3, t_next)
            x = x + h / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
            traj.append(x)
        return F.stack(*traj, axis=0)
