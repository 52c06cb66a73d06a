"""The dict layer norm with `F.broadcast_sub(h, stats.get("mean"))` and a python scale read with a
default, `stats.get("scale", 1.0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class DictLayerNormBroadcast(HybridBlock):
    def __init__(self, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        stats = {"mean": h.mean(axis=-1, keepdims=True), "eps": self._eps}
        return F.broadcast_sub(h, stats.get("mean")) * stats.get("scale", 1.0)


Net = DictLayerNormBroadcast
