"""Piano-roll augmentation kept in the model: the roll and its pitch-mirrored copy (pitch axis reversed) go through a shared encoder."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, units=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(units, in_units=6, flatten=False)

    def hybrid_forward(self, F, roll):
        mirrored = roll[:, :, ::-1]
        return self.enc(roll).max(axis=1) + self.enc(mirrored).max(axis=1)
