"""DeepSEA-style sequence CNN over one-hot bases (N, 4, L): Conv1D, ReLU, MaxPool1D, Dropout, flattened into a Dense of chromatin features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 20)]


class DeepSEA(HybridBlock):
    def __init__(self, num_targets=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.features = nn.HybridSequential()
            self.features.add(nn.Conv1D(8, 5, in_channels=4, activation="relu"), nn.MaxPool1D(2),
                              nn.Dropout(0.2), nn.Conv1D(8, 3, in_channels=8, activation="relu"))
            self.fc = nn.Dense(num_targets, in_units=8 * 6)

    def hybrid_forward(self, F, seq):
        return F.sigmoid(self.fc(F.flatten(self.features(seq))))


Net = DeepSEA
