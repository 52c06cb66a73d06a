"""CTC loss whose label lengths are created with `ctx=scores.context` on the scores' device."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 8), (2, 4)]


class Net(HybridBlock):
    def __init__(self, num_classes=6, max_label=4, seq_len=10, batch_size=2, **kwargs):
        super().__init__(**kwargs)
        self._c, self._l, self._t, self._n = num_classes, max_label, seq_len, batch_size
        with self.name_scope():
            self.fc = nn.Dense(num_classes, flatten=False, in_units=8)

    def hybrid_forward(self, F, feats, raw_labels):
        scores = F.transpose(self.fc(feats), axes=(1, 0, 2))
        labels = F.floor(F.abs(raw_labels) * (self._c - 1)) + 1
        label_len = F.full((self._n,), self._l, ctx=scores.context)
        data_len = F.full((self._n,), self._t, ctx=scores.context)
        return F.CTCLoss(scores, labels, data_len, label_len,
                         use_data_lengths=True, use_label_lengths=True)
