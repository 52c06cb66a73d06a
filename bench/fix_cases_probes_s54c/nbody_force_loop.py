"""N-body step: the force on each particle summed in a python loop over the particles, positions advanced by one Euler step."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dt=0.01, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dt = dt

    def hybrid_forward(self, F, pos):
        forces = []
        for i in range(pos.shape[1]):
            d = F.broadcast_sub(pos, pos[:, i:i + 1])
            r3 = (F.sum(d * d, axis=-1, keepdims=True) + 0.1) ** 1.5
            forces.append(F.sum(F.broadcast_div(d, r3), axis=1))
        return pos + self.dt * F.stack(*forces, axis=1)
