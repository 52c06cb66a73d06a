"""Piano-roll encoder: every pitch row gets a learned pitch embedding looked up from an arange over the roll's pitch axis."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 12)]


class Net(nn.HybridBlock):
    def __init__(self, pitches=12, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.emb = nn.Embedding(pitches, dim)

    def hybrid_forward(self, F, roll):
        pitch = F.arange(roll.shape[2])
        e = self.emb(pitch)
        return F.dot(roll, e)
