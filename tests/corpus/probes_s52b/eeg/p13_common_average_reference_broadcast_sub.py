"""Common average re-referencing with `broadcast_sub` of the (B, 1, T) electrode mean, then per-electrode standardisation by `broadcast_div` of the time std."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class Net(HybridBlock):
    def __init__(self, hidden=6, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(hidden, 5, padding=2, activation="relu")
            self.classify = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        x = F.broadcast_sub(x, F.mean(x, axis=1, keepdims=True))
        centred = F.broadcast_sub(x, F.mean(x, axis=2, keepdims=True))
        std = F.sqrt(F.mean(F.square(centred), axis=2, keepdims=True) + 1e-6)
        x = F.broadcast_div(centred, std)
        return self.classify(F.mean(self.conv(x), axis=2))
