"""Backbone outputs kept in a dict `feats = {"c3": ..., "c4": ...}`; the neck reads the batch size as
`feats.get("c4").shape[0]` to flatten the top level."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class DictNeck(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.c3 = nn.Conv2D(4, 3, padding=1, in_channels=3)
            self.c4 = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=4)

    def hybrid_forward(self, F, x):
        feats = {"c3": self.c3(x)}
        feats["c4"] = self.c4(feats["c3"])
        top = feats.get("c4")
        return top.reshape((feats.get("c4").shape[0], -1))


Net = DictNeck
