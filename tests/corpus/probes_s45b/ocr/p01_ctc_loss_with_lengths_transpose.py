"""CRNN CTC loss: (N, T, C) scores moved time-major by `transpose`, per-sample data and label lengths passed to `F.CTCLoss`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 8), (2, 4), (2,), (2,)]


class CTCHead(HybridBlock):
    def __init__(self, num_classes=6, seq_len=10, max_label=4, **kwargs):
        super().__init__(**kwargs)
        self._c, self._t, self._l = num_classes, seq_len, max_label
        with self.name_scope():
            self.fc = nn.Dense(num_classes, flatten=False)

    def hybrid_forward(self, F, feats, raw_labels, raw_tlen, raw_llen):
        scores = F.transpose(self.fc(feats), axes=(1, 0, 2))          # (T, N, C)
        labels = F.floor(F.abs(raw_labels) * (self._c - 1)) + 1         # 1..C-1, blank is 0
        data_len = self._t - F.floor(F.abs(raw_tlen) * 2)
        label_len = self._l - F.floor(F.abs(raw_llen) * 2)
        return F.CTCLoss(scores, labels, data_len, label_len,
                         use_data_lengths=True, use_label_lengths=True, blank_label="first")


class Net(CTCHead):
    pass
