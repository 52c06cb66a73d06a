"""Pitch with voicing that returns zeros early `if confidence.max() < self.threshold`, the whole batch judged unvoiced."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 1, 64)]


class VoicedPitch(HybridBlock):
    def __init__(self, n_bins=12, threshold=0.05, **kwargs):
        super(VoicedPitch, self).__init__(**kwargs)
        self.threshold = threshold
        with self.name_scope():
            self.features = nn.Conv1D(4, 8, strides=8, in_channels=1, activation="relu")
            self.classifier = nn.Dense(n_bins, in_units=32)

    def hybrid_forward(self, F, audio):
        act = F.sigmoid(self.classifier(self.features(audio)))
        confidence = act.max(axis=1)
        cents = F.argmax(act, axis=1) * 20.0 + 1997.38
        if confidence.max() < self.threshold:
            return F.zeros_like(cents)
        return 10.0 * 2 ** (cents / 1200.0)


Net = VoicedPitch
