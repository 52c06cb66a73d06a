"""CosFace head whose `one_hot` depth is read from the class-weight Parameter as `weight.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12), (4,)]


class Net(HybridBlock):
    def __init__(self, classes=6, s=30.0, m=0.35, **kwargs):
        super().__init__(**kwargs)
        self.s, self.m = s, m
        with self.name_scope():
            self.backbone = nn.Dense(8, activation="relu", in_units=12)
            self.weight = self.params.get("weight", shape=(classes, 8))

    def hybrid_forward(self, F, x, raw_label, weight):
        label = F.clip(F.floor((raw_label + 1) * 3), 0, 5)
        emb = F.L2Normalization(self.backbone(x))
        cos = F.dot(emb, F.L2Normalization(weight), transpose_b=True)
        margin = self.m * F.one_hot(label, depth=weight.shape[0])
        return self.s * (cos - margin)
