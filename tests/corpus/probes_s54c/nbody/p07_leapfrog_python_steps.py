"""Leapfrog integration over a python number of steps with a learned force field; positions and velocities rebound each step."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3), (2, 5, 3)]


class LearnedIntegrator(HybridBlock):
    def __init__(self, steps=3, dt=0.05, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.dt = steps, dt
        with self.name_scope():
            self.force = nn.HybridSequential()
            self.force.add(nn.Dense(16, flatten=False, activation="tanh"), nn.Dense(3, flatten=False))

    def hybrid_forward(self, F, pos, vel):
        for _ in range(self.steps):
            vel = vel + 0.5 * self.dt * self.force(pos)
            pos = pos + self.dt * vel
            vel = vel + 0.5 * self.dt * self.force(pos)
        return pos, vel


Net = LearnedIntegrator
