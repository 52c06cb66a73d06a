"""CRNN's CTC inputs: the (T, N, C) log-probabilities beside the input lengths, every image's being
the feature map's width, built as `F.ones((x.shape[0],)) * feat.shape[3]`."""
from mxnet.gluon import nn


INPUTS = [(3, 1, 4, 8)]


class Net(nn.HybridBlock):
    def __init__(self, classes=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=1)
            self.pool = nn.MaxPool2D((4, 2), (4, 2))
            self.fc = nn.Dense(classes, in_units=4, flatten=False)

    def hybrid_forward(self, F, x):
        feat = self.pool(F.relu(self.conv(x)))
        logits = self.fc(feat.squeeze(axis=2).transpose((2, 0, 1)))
        lengths = F.ones((x.shape[0],)) * feat.shape[3]
        return F.log_softmax(logits, axis=2), lengths
