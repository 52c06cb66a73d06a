"""Pitch with voicing: frames whose peak activation is under a python threshold get f0 0 through `where` on same-shape (B,) operands; cents to Hz by `2 ** (cents / 1200)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 1, 64)]


class VoicedPitch(HybridBlock):
    def __init__(self, n_bins=12, threshold=0.5, **kwargs):
        super(VoicedPitch, self).__init__(**kwargs)
        self.threshold = threshold
        with self.name_scope():
            self.features = nn.Conv1D(4, 8, strides=8, in_channels=1, activation="relu")
            self.classifier = nn.Dense(n_bins, in_units=32)

    def hybrid_forward(self, F, audio):
        act = F.sigmoid(self.classifier(self.features(audio)))
        confidence = act.max(axis=1)
        cents = F.argmax(act, axis=1) * 20.0 + 1997.38
        f0 = 10.0 * 2 ** (cents / 1200.0)
        return F.where(confidence > self.threshold, f0, F.zeros_like(f0)), confidence


Net = VoicedPitch
