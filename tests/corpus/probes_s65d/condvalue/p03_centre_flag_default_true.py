"""Optional centring of features, `shift = h.mean(axis=1, keepdims=True) if self.center else 0.0` and
`h - shift`, with `center=True` by default."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class OptCentre(HybridBlock):
    def __init__(self, center=True, **kwargs):
        super().__init__(**kwargs)
        self.center = center
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        shift = h.mean(axis=1, keepdims=True) if self.center else 0.0
        return F.relu(h - shift)


Net = OptCentre
