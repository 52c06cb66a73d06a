"""Two reductions of one tensor over the same axis combined, `0.5 * y.sum(axis=0) + F.mean(y,
axis=0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class TwoReductions(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(3, in_units=5)

    def hybrid_forward(self, F, x):
        y = self.fc(x)
        return 0.5 * y.sum(axis=0) + F.mean(y, axis=0)


Net = TwoReductions
