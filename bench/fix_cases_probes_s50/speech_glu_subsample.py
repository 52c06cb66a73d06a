"""Speech front end: a conv doubling the channels, a GLU over the channel halves, then a stride-2 subsampling conv."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 10)]


class Net(nn.HybridBlock):
    def __init__(self, in_ch=4, ch=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.expand = nn.Conv1D(2 * ch, 3, padding=1, in_channels=in_ch)
            self.sub = nn.Conv1D(ch, 3, strides=2, padding=1, in_channels=ch)

    def hybrid_forward(self, F, x):
        h = self.expand(x)
        c = h.shape[1] // 2
        h = h[:, :c] * F.sigmoid(h[:, c:])
        return F.relu(self.sub(h))
