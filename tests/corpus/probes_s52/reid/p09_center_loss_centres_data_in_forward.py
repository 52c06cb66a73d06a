"""Center loss that fetches its centres with `self.centres.data()` inside the forward instead of taking the Parameter argument."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4,)]


class CenterLoss(HybridBlock):
    def __init__(self, num_classes=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.embed = nn.Dense(dim, in_units=10)
            self.centres = self.params.get("centres", shape=(num_classes, dim), init=init.Normal(0.1))

    def hybrid_forward(self, F, x, raw_labels, **params):
        labels = F.clip(F.floor((raw_labels + 1) * 0.5 * self.num_classes), 0, self.num_classes - 1)
        centres = self.centres.data()
        diff = self.embed(x) - F.take(centres, labels)
        return 0.5 * F.sum(F.square(diff), axis=1).mean()


Net = CenterLoss
