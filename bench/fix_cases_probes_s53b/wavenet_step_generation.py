"""Teacher-forced step-wise generation: the causal conv's two taps applied one time step at a time by a loop over the input's length, outputs stacked on the time axis."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.w_prev = nn.Dense(3, in_units=3, use_bias=False)
            self.w_cur = nn.Dense(3, in_units=3)

    def hybrid_forward(self, F, x):
        prev = F.zeros((x.shape[0], x.shape[1]))
        outs = []
        for t in range(x.shape[2]):
            cur = x[:, :, t]
            outs.append(F.tanh(self.w_prev(prev) + self.w_cur(cur)))
            prev = cur
        return F.stack(*outs, axis=2)
