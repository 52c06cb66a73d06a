"""Wave-equation leapfrog step on a 2-d grid with fixed (zero) borders: interior from slices, border from a zero frame of the field's size."""
from mxnet.gluon import nn


INPUTS = [(1, 1, 5, 6), (1, 1, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, courant=0.25, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._c2 = courant ** 2

    def hybrid_forward(self, F, u, u_prev):
        lap = (u[:, :, :-2, 1:-1] + u[:, :, 2:, 1:-1] + u[:, :, 1:-1, :-2] + u[:, :, 1:-1, 2:]
               - 4 * u[:, :, 1:-1, 1:-1])
        interior = 2 * u[:, :, 1:-1, 1:-1] - u_prev[:, :, 1:-1, 1:-1] + self._c2 * lap
        return F.pad(interior, mode='constant', constant_value=0, pad_width=(0, 0, 0, 0, 1, 1, 1, 1))
