"""Recognizer loss block: a `gluon.loss.CTCLoss` child (blank last) over per-frame logits, the integer labels quantised from a float input in the forward."""
from mxnet import gluon
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5), (2, 3)]


class RecognizerLoss(HybridBlock):
    def __init__(self, num_classes=4, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.fc = nn.Dense(num_classes + 1, flatten=False)
            self.ctc = gluon.loss.CTCLoss()

    def hybrid_forward(self, F, feats, label_raw):
        label = F.floor((label_raw + 1) * 0.5 * (self.num_classes - 1) + 0.5)
        return self.ctc(self.fc(feats), label)


Net = RecognizerLoss
