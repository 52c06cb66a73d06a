"""CTC head: a flatten=False Dense over (N, T, F) features, transposed to the (T, N, C) layout `F.CTCLoss` wants, with per-sample data and label lengths (blank last)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10, 8), (4, 3)]


class CTCHead(HybridBlock):
    def __init__(self, num_labels=6, feat_dim=8, **kwargs):
        super().__init__(**kwargs)
        self.num_labels = num_labels
        with self.name_scope():
            self.proj = nn.Dense(num_labels + 1, flatten=False, in_units=feat_dim)

    def hybrid_forward(self, F, feats, raw_labels):
        labels = F.clip(F.floor((raw_labels + 1) * 0.5 * self.num_labels), 0, self.num_labels - 1)
        logits = F.transpose(self.proj(feats), axes=(1, 0, 2))                 # (T, N, C)
        data_len = F.sum(F.ones_like(F.slice_axis(feats, axis=2, begin=0, end=1)), axis=(1, 2))
        label_len = F.sum(F.ones_like(labels), axis=1)
        return F.CTCLoss(logits, labels, data_len, label_len,
                         use_data_lengths=True, use_label_lengths=True, blank_label="last")


Net = CTCHead
