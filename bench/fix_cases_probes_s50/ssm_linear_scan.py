"""Linear recurrence (diagonal state space): a scan over the time axis of a (batch, channels, time) input, read out per step."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=3, state=4, decay=0.9, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._state = state
        self._decay = decay
        with self.name_scope():
            self.B = nn.Dense(state, in_units=in_channels)
            self.C = nn.Dense(in_channels, in_units=state)

    def hybrid_forward(self, F, x):
        h = F.zeros((x.shape[0], self._state))
        outs = []
        for t in range(x.shape[2]):
            h = self._decay * h + self.B(x[:, :, t])
            outs.append(self.C(h))
        return F.stack(*outs, axis=2)
