"""Class-activation maps the hybridizable way: the classifier is a 1x1 conv over the feature maps, so the maps are a layer output `(N, K, H, W)` and the logits their spatial mean."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class CAMNet(HybridBlock):
    def __init__(self, classes=5, **kwargs):
        super(CAMNet, self).__init__(**kwargs)
        with self.name_scope():
            self.features = nn.HybridSequential()
            self.features.add(nn.Conv2D(8, 3, padding=1, activation="relu"),
                              nn.Conv2D(8, 3, padding=1, activation="relu"))
            self.classifier = nn.Conv2D(classes, 1)

    def hybrid_forward(self, F, img):
        cams = self.classifier(self.features(img))
        return F.mean(cams, axis=(2, 3)), cams


Net = CAMNet
