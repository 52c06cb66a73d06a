"""DGCNN classifier with a separate (classes,) bias Parameter added by plain `+` to the flattened Dense output (N, classes): ranks 2 and 1."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class BiasedClassifier(HybridBlock):
    def __init__(self, channels=5, classes=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(classes, use_bias=False, in_units=channels)
            self.cls_bias = self.params.get("cls_bias", shape=(classes,), init="zeros")

    def hybrid_forward(self, F, feat, cls_bias):
        g = F.max(feat, axis=-1)
        return self.fc(g) + cls_bias


Net = BiasedClassifier
