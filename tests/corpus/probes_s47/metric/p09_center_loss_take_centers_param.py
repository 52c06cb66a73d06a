"""Centre loss: the class centres are a Parameter, each sample's centre gathered with `F.take(centers, label)`, the squared distance summed per sample."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4,)]


class CenterLoss(HybridBlock):
    def __init__(self, num_classes=5, feat_dim=6, lambda_c=0.5, **kwargs):
        super().__init__(**kwargs)
        self._lambda_c = lambda_c
        with self.name_scope():
            self.centers = self.params.get("centers", shape=(num_classes, feat_dim), init="zeros")

    def hybrid_forward(self, F, feat, label, centers):
        picked = F.take(centers, label)
        return self._lambda_c * 0.5 * F.sum(F.square(feat - picked), axis=1)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.features = nn.Dense(6, in_units=10)
            self.center_loss = CenterLoss()

    def hybrid_forward(self, F, x, raw_label):
        feat = self.features(x)
        return feat, self.center_loss(feat, F.clip(F.floor((raw_label + 1) * 2.5), 0, 4))
