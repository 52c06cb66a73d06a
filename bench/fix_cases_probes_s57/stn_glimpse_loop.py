"""Several glimpses per image (a recurrent attention transformer): for each of `self.steps` steps a theta is regressed from the running state, the glimpse sampled, summarised and added to the state with `+=`; the state starts as zeros of `(x.shape[0], 6)`."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, steps=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.loc = nn.Dense(6, in_units=6)
            self.read = nn.Dense(6, in_units=16)

    def hybrid_forward(self, F, x):
        state = F.zeros((x.shape[0], 6))
        for _ in range(self.steps):
            theta = F.tanh(self.loc(state))
            grid = F.GridGenerator(theta, transform_type='affine', target_shape=(4, 4))
            glimpse = F.BilinearSampler(x, grid)
            state += F.tanh(self.read(glimpse))
        return state
