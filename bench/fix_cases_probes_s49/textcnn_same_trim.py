"""Text CNN branch: a wide convolution padded on both sides, trimmed back to the sentence length before max-over-time."""
from mxnet.gluon import nn


INPUTS = [(2, 7, 4)]


class Net(nn.HybridBlock):
    def __init__(self, embed=4, filters=3, width=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(filters, width, padding=width - 1, in_channels=embed)

    def hybrid_forward(self, F, x):
        e = x.transpose((0, 2, 1))
        h = F.relu(self.conv(e))
        h = h[:, :, :e.shape[2]]
        return F.max(h, axis=2)
