"""Convolutions of several widths over characters (a text classifier): a short text padded on the right with zeros up to the widest kernel (`self.max_w - x.shape[2]` columns, only when shorter), each width max-pooled over time and concatenated."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 9)]


class Net(nn.HybridBlock):
    def __init__(self, widths=(2, 3, 4), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.max_w = max(widths)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for w in widths:
                self.convs.add(nn.Conv1D(3, w, in_channels=4, activation='relu'))
            self.fc = nn.Dense(2, in_units=3 * len(widths))

    def hybrid_forward(self, F, x):
        if x.shape[2] < self.max_w:
            pad = F.zeros((x.shape[0], x.shape[1], self.max_w - x.shape[2]))
            x = F.concat(x, pad, dim=2)
        feats = [conv(x).max(axis=2) for conv in self.convs]
        return self.fc(F.concat(*feats, dim=1))
