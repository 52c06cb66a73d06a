"""CTC head whose data lengths are built as `F.full((N,), T)` from `feats.shape`, the way a padded-batch loader without lengths is often handled."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10, 8), (4, 3)]


class Net(HybridBlock):
    def __init__(self, num_labels=6, feat_dim=8, **kwargs):
        super().__init__(**kwargs)
        self.num_labels = num_labels
        with self.name_scope():
            self.proj = nn.Dense(num_labels + 1, flatten=False, in_units=feat_dim)

    def hybrid_forward(self, F, feats, raw_labels):
        labels = F.clip(F.floor((raw_labels + 1) * 0.5 * self.num_labels), 0, self.num_labels - 1)
        batch, steps = feats.shape[0], feats.shape[1]
        data_len = F.full((batch,), steps)
        logits = F.transpose(self.proj(feats), axes=(1, 0, 2))
        return F.ctc_loss(logits, labels, data_len, use_data_lengths=True, blank_label="last")
