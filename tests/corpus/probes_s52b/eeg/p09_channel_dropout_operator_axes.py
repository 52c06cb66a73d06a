"""Electrode dropout as spatial dropout: `F.Dropout(x, p, axes=(2,))` drops whole electrodes in training and is the identity at inference; a temporal conv and classifier follow."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class Net(HybridBlock):
    def __init__(self, p=0.25, hidden=6, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.p = p
        with self.name_scope():
            self.conv = nn.Conv1D(hidden, 5, padding=2, activation="relu")
            self.classify = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        x = F.Dropout(x, p=self.p, axes=(2,))
        return self.classify(F.mean(self.conv(x), axis=2))
