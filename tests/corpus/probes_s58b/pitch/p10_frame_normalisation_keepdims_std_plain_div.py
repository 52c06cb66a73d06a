"""CREPE input normalisation: each (B, L) frame minus its mean by `broadcast_sub`, then divided by its (B, 1) keepdims std with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 64)]


class NormalisedCrepe(HybridBlock):
    def __init__(self, n_bins=12, **kwargs):
        super(NormalisedCrepe, self).__init__(**kwargs)
        with self.name_scope():
            self.features = nn.Conv1D(4, 8, strides=8, in_channels=1, activation="relu")
            self.classifier = nn.Dense(n_bins, in_units=32)

    def hybrid_forward(self, F, frame):
        centred = F.broadcast_sub(frame, frame.mean(axis=1, keepdims=True))
        std = F.sqrt((centred ** 2).mean(axis=1, keepdims=True) + 1e-8)
        normed = centred / std
        return F.sigmoid(self.classifier(self.features(normed.expand_dims(axis=1))))


Net = NormalisedCrepe
