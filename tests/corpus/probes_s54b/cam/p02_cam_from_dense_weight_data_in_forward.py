"""Class-activation maps from the dense classifier's weights read with `self.fc.weight.data()` inside `hybrid_forward`, contracted with the flattened feature maps by `F.dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class CAMNet(HybridBlock):
    def __init__(self, classes=5, size=8, **kwargs):
        super(CAMNet, self).__init__(**kwargs)
        self.size = size
        with self.name_scope():
            self.features = nn.Conv2D(8, 3, padding=1, activation="relu")
            self.fc = nn.Dense(classes, in_units=8)

    def hybrid_forward(self, F, img):
        feat = self.features(img)
        logits = self.fc(F.mean(feat, axis=(2, 3)))
        cams = F.dot(self.fc.weight.data(), feat.transpose((1, 0, 2, 3)).reshape((0, -1)))
        return logits, cams.reshape((0, -1, self.size, self.size)).transpose((1, 0, 2, 3))


Net = CAMNet
