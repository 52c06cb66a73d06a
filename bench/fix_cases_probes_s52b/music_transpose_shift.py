"""Transposition by `shift` semitones: the roll is shifted up the pitch axis, the vacated low pitches filled with zeros of the roll's size."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8)]


class Net(nn.HybridBlock):
    def __init__(self, shift=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.shift = shift
        with self.name_scope():
            self.enc = nn.Dense(2, in_units=8, flatten=False)

    def hybrid_forward(self, F, roll):
        pad = F.zeros((roll.shape[0], roll.shape[1], self.shift))
        up = F.concat(pad, roll[:, :, :-self.shift], dim=2)
        return self.enc(roll) - self.enc(up)
