"""Numpy-mode ECG classifier in `hybrid_forward`: a Conv1D stem, `F.np.max` and `F.np.mean` over time concatenated by `F.np.concatenate`, and a dense head."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 16)]


class NumpyECG(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv1D(6, 5, padding=2, in_channels=3, activation="relu")
            self.head = nn.Dense(4, in_units=12)

    def hybrid_forward(self, F, ecg):
        h = self.stem(ecg)
        pooled = F.np.concatenate([F.np.max(h, axis=2), F.np.mean(h, axis=2)], axis=1)
        return self.head(pooled)


Net = NumpyECG
