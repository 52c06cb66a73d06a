"""The optional normalisation with `normalize=False` by default: `scale` is the python 1.0."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class OptNormalizeOff(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x, normalize=False):
        h = self.fc(x)
        scale = F.norm(h, axis=1, keepdims=True) + 1e-6 if normalize else 1.0
        return h / scale


Net = OptNormalizeOff
