"""CTC loss with a blank-domination penalty added only `if F.mean(blank_prob) > self.limit`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 2, 4), (2, 3)]


class BlankPenaltyCTC(HybridBlock):
    def __init__(self, num_classes=4, limit=0.1, **kwargs):
        super().__init__(**kwargs)
        self.num_classes, self.limit = num_classes, limit
        with self.name_scope():
            self.fc = nn.Dense(num_classes + 1, flatten=False)

    def hybrid_forward(self, F, data, label_raw):
        logits = self.fc(data)
        label = F.floor(F.abs(label_raw) * (self.num_classes - 1)) + 1
        loss = F.CTCLoss(logits, label)
        blank_prob = F.slice_axis(F.softmax(logits, axis=-1), axis=-1, begin=0, end=1)
        if F.mean(blank_prob) > self.limit:
            loss = loss + F.mean(blank_prob)
        return loss


Net = BlankPenaltyCTC
