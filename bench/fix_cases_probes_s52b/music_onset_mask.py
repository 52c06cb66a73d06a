"""Note onsets from a velocity roll: a note starts where the velocity rises over the previous frame, the first frame counting as a rise from silence."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.onset = nn.Dense(4, in_units=4, flatten=False)

    def hybrid_forward(self, F, roll):
        rise = roll[:, 1:] > roll[:, :-1]
        first = roll[:, :1] > 0
        onsets = F.concat(first, rise, dim=1)
        return self.onset(roll * onsets)
