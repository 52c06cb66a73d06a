"""Time-major recogniser: batch-major input swapped with `F.SwapAxis`, a TNC bidirectional GRU, swapped back for the classifier."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(3, 7, 6)]


class TimeMajorEncoder(HybridBlock):
    def __init__(self, hidden=4, num_classes=5, num_layers=1, dropout=0.0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rnn = rnn.GRU(hidden, num_layers=num_layers, layout="TNC", bidirectional=True,
                               dropout=dropout)
            self.fc = nn.Dense(num_classes, flatten=False)

    def hybrid_forward(self, F, seq):
        h = self.rnn(F.SwapAxis(seq, dim1=0, dim2=1))
        return self.fc(F.SwapAxis(h, dim1=0, dim2=1))


class Net(TimeMajorEncoder):
    pass
