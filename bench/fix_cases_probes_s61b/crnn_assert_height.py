"""CRNN as the reference code writes it: `b, c, h, w = conv.shape`, `assert h == 1, "the height of
conv must be 1"`, the height axis squeezed and the map permuted to (W, N, C), a BiLSTM and a
linear embedding applied to the `(T * b, 2H)` view and reshaped back by `(T, b, -1)`."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 1, 4, 10)]


class Net(nn.HybridBlock):
    def __init__(self, classes=6, hidden=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(4, 3, padding=1, in_channels=1)
            self.pool1 = nn.MaxPool2D((2, 2), (2, 1), (0, 1))
            self.conv2 = nn.Conv2D(4, (2, 1), in_channels=4)
            self.rnn = rnn.LSTM(hidden, layout='TNC', bidirectional=True, input_size=4)
            self.embedding = nn.Dense(classes, in_units=2 * hidden)

    def hybrid_forward(self, F, x):
        conv = self.conv2(self.pool1(F.relu(self.conv1(x))))
        b, c, h, w = conv.shape
        assert h == 1, "the height of conv must be 1"
        conv = conv.squeeze(axis=2).transpose((2, 0, 1))
        recurrent = self.rnn(conv)
        T, b, hdim = recurrent.shape
        out = self.embedding(recurrent.reshape((T * b, hdim)))
        return out.reshape((T, b, -1))
