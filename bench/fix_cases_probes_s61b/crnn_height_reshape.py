"""CRNN's map-to-sequence by reshape: the conv stack's (N, C, H, W) map folded to
`(b, c * h, w)` from `b, c, h, w = conv.shape`, put in (W, N, C*H) order as time-major input
for a bidirectional LSTM, and classified per step."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 1, 8, 12)]


class Net(nn.HybridBlock):
    def __init__(self, classes=5, hidden=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cnn = nn.HybridSequential()
            self.cnn.add(nn.Conv2D(3, 3, padding=1, in_channels=1), nn.Activation('relu'),
                         nn.MaxPool2D((2, 2)),
                         nn.Conv2D(4, 3, padding=1, in_channels=3), nn.Activation('relu'),
                         nn.MaxPool2D((2, 1), (2, 1)))
            self.rnn = rnn.LSTM(hidden, layout='TNC', bidirectional=True, input_size=8)
            self.fc = nn.Dense(classes, in_units=2 * hidden, flatten=False)

    def hybrid_forward(self, F, x):
        conv = self.cnn(x)
        b, c, h, w = conv.shape
        seq = conv.reshape((b, c * h, w)).transpose((2, 0, 1))
        return self.fc(self.rnn(seq))
