"""CRNN map-to-sequence: a conv stack pools the height to 1, `squeeze(axis=2)` and `transpose((0, 2, 1))` give (N, W, C)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 1, 8, 12)]


class CRNN(HybridBlock):
    def __init__(self, channels=6, hidden=5, num_classes=7, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cnn = nn.HybridSequential()
            self.cnn.add(nn.Conv2D(channels, 3, padding=1, activation="relu"),
                         nn.MaxPool2D(pool_size=(2, 1), strides=(2, 1)),
                         nn.Conv2D(channels, 3, padding=1, activation="relu"),
                         nn.MaxPool2D(pool_size=(4, 1), strides=(4, 1)))
            self.rnn = rnn.LSTM(hidden, bidirectional=True, layout="NTC")
            self.fc = nn.Dense(num_classes, flatten=False)

    def hybrid_forward(self, F, img):
        f = self.cnn(img)                                  # (N, C, 1, W)
        seq = F.transpose(F.squeeze(f, axis=2), axes=(0, 2, 1))
        return F.log_softmax(self.fc(self.rnn(seq)), axis=-1)


class Net(CRNN):
    pass
