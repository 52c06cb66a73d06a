"""Optional centring, `center=True` by default, the shift brought to the features' shape by
`F.broadcast_like` before the plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class OptCentreLike(HybridBlock):
    def __init__(self, center=True, **kwargs):
        super().__init__(**kwargs)
        self.center = center
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        shift = F.broadcast_like(h.mean(axis=1, keepdims=True), h) if self.center else 0.0
        return F.relu(h - shift)


Net = OptCentreLike
