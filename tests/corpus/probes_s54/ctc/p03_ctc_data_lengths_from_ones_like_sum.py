"""`F.CTCLoss` with `use_data_lengths=True`, the per-sample lengths counted from a valid-frame mask: `sum(ones_like(slice_axis(...)))` over time."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 2, 4), (2, 2)]


class LengthAwareCTC(HybridBlock):
    def __init__(self, num_classes=4, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.fc = nn.Dense(num_classes + 1, flatten=False)

    def hybrid_forward(self, F, data, label_raw):
        logits = self.fc(data)
        frames = F.ones_like(F.slice_axis(data, axis=2, begin=0, end=1))
        lengths = F.sum(frames, axis=(0, 2))
        label = F.floor(F.abs(label_raw) * (self.num_classes - 1)) + 1
        return F.CTCLoss(logits, label, lengths, use_data_lengths=True)


Net = LengthAwareCTC
