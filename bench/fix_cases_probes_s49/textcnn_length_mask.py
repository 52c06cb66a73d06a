"""Text CNN with padded sentences: positions past each sentence's length masked before max-over-time."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, embed=4, filters=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(filters, 3, padding=1, in_channels=embed)

    def hybrid_forward(self, F, x, valid):
        length = F.floor((valid + 1) * 3) + 1
        h = F.relu(self.conv(x.transpose((0, 2, 1))))
        steps = F.arange(x.shape[1]).reshape((1, -1))
        mask = F.broadcast_lesser(steps, length.reshape((-1, 1))).expand_dims(1)
        h = F.where(F.broadcast_like(mask, h), h, F.ones_like(h) * -1e4)
        return F.max(h, axis=2)
