"""CosFace (large-margin cosine) head: subtract `m` from the target cosine only, `cos - m * one_hot(label)`, and scale."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12), (4,)]


class CosMarginHead(HybridBlock):
    def __init__(self, classes=6, s=30.0, m=0.35, **kwargs):
        super().__init__(**kwargs)
        self._classes, self._s, self._m = classes, s, m
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(classes, 8), init="xavier")

    def hybrid_forward(self, F, emb, label, weight):
        cos = F.dot(F.L2Normalization(emb, mode="instance"), F.L2Normalization(weight, mode="instance"),
                    transpose_b=True)
        return self._s * (cos - self._m * F.one_hot(label, depth=self._classes))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.backbone = nn.Dense(8, activation="relu", in_units=12)
            self.head = CosMarginHead()

    def hybrid_forward(self, F, x, raw_label):
        return self.head(self.backbone(x), F.clip(F.floor((raw_label + 1) * 3), 0, 5))
