"""Event frames from fixed-count chunks: the event stream cut into `bins` equal chunks by the event count, each chunk averaged into one frame, frames stacked."""
from mxnet.gluon import nn


INPUTS = [(2, 12, 3)]


class Net(nn.HybridBlock):
    def __init__(self, bins=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.bins = bins
        with self.name_scope():
            self.enc = nn.Dense(4, in_units=3, flatten=False)

    def hybrid_forward(self, F, events):
        chunk = events.shape[1] // self.bins
        frames = [events[:, i * chunk:(i + 1) * chunk].mean(axis=1) for i in range(self.bins)]
        return self.enc(F.stack(*frames, axis=1))
