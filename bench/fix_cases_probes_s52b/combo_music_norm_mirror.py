"""Velocity-normalized piano roll: loud rolls (peak over 0.9) are rescaled by their peak, then the pitch axis is read high to low and folded per octave."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 12)]


class Net(nn.HybridBlock):
    def __init__(self, octave=4, units=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._octave = octave
        with self.name_scope():
            self.enc = nn.Dense(units, in_units=octave, flatten=False)

    def hybrid_forward(self, F, roll):
        if roll.max() > 0.9:
            roll = roll / roll.max()
        high_to_low = roll[:, :, ::-1]
        folded = high_to_low.reshape((roll.shape[0], roll.shape[1], -1, self._octave)).sum(axis=2)
        return self.enc(folded)
