"""Center loss against a centres Parameter: each embedding's class centre gathered by `F.take(centres, labels)`, half the squared distance averaged; the embedding layer is deferred."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4,)]


class CenterLoss(HybridBlock):
    def __init__(self, num_classes=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.embed = nn.Dense(dim)
            self.centres = self.params.get("centres", shape=(num_classes, dim), init=init.Normal(0.1))

    def hybrid_forward(self, F, x, raw_labels, centres):
        labels = F.clip(F.floor((raw_labels + 1) * 0.5 * self.num_classes), 0, self.num_classes - 1)
        emb = self.embed(x)
        diff = emb - F.take(centres, labels)
        return 0.5 * F.sum(F.square(diff), axis=1).mean()


Net = CenterLoss
