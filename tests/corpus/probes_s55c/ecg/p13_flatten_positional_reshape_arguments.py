"""ECG classifier head that flattens the conv features with positional reshape arguments, `h.reshape(0, -1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16)]


class FlatHead(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(4, 5, strides=2, padding=2, activation="relu")
            self.fc = nn.Dense(3)

    def hybrid_forward(self, F, ecg):
        h = self.conv(ecg)
        return self.fc(h.reshape(0, -1))


Net = FlatHead
