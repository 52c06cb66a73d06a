"""`F.CTCLoss` with `use_label_lengths=True`, label lengths counted in the graph as `(label > 0).sum(axis=1)` of a zero-padded label."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 2, 4), (2, 3)]


class PaddedLabelCTC(HybridBlock):
    def __init__(self, num_classes=4, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.fc = nn.Dense(num_classes + 1, flatten=False)

    def hybrid_forward(self, F, data, label_raw):
        label = F.relu(F.floor(label_raw * self.num_classes))
        label_len = (label > 0).sum(axis=1)
        loss = F.CTCLoss(self.fc(data), label, None, label_len, use_label_lengths=True)
        return loss


Net = PaddedLabelCTC
