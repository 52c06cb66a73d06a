"""CTC head for a text recognizer: BiLSTM features projected per frame by `Dense(flatten=False)`, `log_softmax` over classes, moved to time-major (T, N, C) by `transpose` for the loss."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 7, 6)]


class CTCHead(HybridBlock):
    def __init__(self, hidden=4, num_classes=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rnn = rnn.LSTM(hidden, bidirectional=True, layout="NTC", input_size=6)
            self.fc = nn.Dense(num_classes + 1, flatten=False)

    def hybrid_forward(self, F, feats):
        logits = self.fc(self.rnn(feats))
        return F.transpose(F.log_softmax(logits, axis=-1), axes=(1, 0, 2))


Net = CTCHead
