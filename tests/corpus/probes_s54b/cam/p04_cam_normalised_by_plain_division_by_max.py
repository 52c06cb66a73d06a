"""Weighted activation map `(N, H, W)` normalised with a plain `cam / (F.max(cam, axis=(1, 2), keepdims=True) + eps)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class WeightedMaps(HybridBlock):
    def __init__(self, **kwargs):
        super(WeightedMaps, self).__init__(**kwargs)
        with self.name_scope():
            self.features = nn.Conv2D(6, 3, padding=1, activation="relu")
            self.score = nn.Dense(6)

    def hybrid_forward(self, F, img):
        feat = self.features(img)
        w = F.softmax(self.score(F.mean(feat, axis=(2, 3))), axis=1)
        cam = F.relu(F.sum(F.broadcast_mul(feat, w.reshape((0, 0, 1, 1))), axis=1))
        return cam / (F.max(cam, axis=(1, 2), keepdims=True) + 1e-6)


Net = WeightedMaps
