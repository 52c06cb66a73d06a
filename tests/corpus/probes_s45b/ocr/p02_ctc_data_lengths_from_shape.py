"""CTC loss whose data lengths are a full-length vector built from `scores.shape` (T and N)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 8), (2, 4)]


class Net(HybridBlock):
    def __init__(self, num_classes=6, **kwargs):
        super().__init__(**kwargs)
        self._c = num_classes
        with self.name_scope():
            self.fc = nn.Dense(num_classes, flatten=False, in_units=8)

    def hybrid_forward(self, F, feats, raw_labels):
        scores = F.SwapAxis(self.fc(feats), dim1=0, dim2=1)
        t, n = scores.shape[0], scores.shape[1]
        data_len = F.ones((n,)) * t
        labels = F.floor(F.abs(raw_labels) * (self._c - 1)) + 1
        return F.CTCLoss(scores, labels, data_len, use_data_lengths=True)
