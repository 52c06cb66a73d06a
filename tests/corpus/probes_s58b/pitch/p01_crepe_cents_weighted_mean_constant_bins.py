"""CREPE-style pitch head: frame conv stack, sigmoid over cents bins, pitch as the activation-weighted mean of a Constant holding the bins' cents."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 1, 64)]


class Crepe(HybridBlock):
    def __init__(self, n_bins=12, **kwargs):
        super(Crepe, self).__init__(**kwargs)
        cents = np.linspace(0, 7180, n_bins).astype("float32") + 1997.3794084376191
        with self.name_scope():
            self.features = nn.HybridSequential()
            self.features.add(nn.Conv1D(4, 8, strides=4, padding=2, in_channels=1, activation="relu"),
                              nn.MaxPool1D(2),
                              nn.Conv1D(4, 3, padding=1, in_channels=4, activation="relu"))
            self.classifier = nn.Dense(n_bins, in_units=32)
            self.cents = self.params.get_constant("cents", cents.reshape(1, -1))

    def hybrid_forward(self, F, audio, cents):
        act = F.sigmoid(self.classifier(self.features(audio)))
        weighted = F.sum(F.broadcast_mul(act, cents), axis=1)
        return weighted / F.sum(act, axis=1)


Net = Crepe
