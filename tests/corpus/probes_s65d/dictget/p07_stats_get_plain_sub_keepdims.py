"""Layer statistics in `stats = {"mean": h.mean(axis=-1, keepdims=True), "var": ...}`, read back with
`stats.get("mean")` and subtracted from the (B, C) activations with a plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class DictLayerNorm(HybridBlock):
    def __init__(self, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        stats = {"mean": h.mean(axis=-1, keepdims=True), "eps": self._eps}
        centred = h - stats.get("mean")
        return centred * 2


Net = DictLayerNorm
