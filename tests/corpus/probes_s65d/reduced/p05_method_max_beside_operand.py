"""A helper without `F` dividing scores by their column maximum taken with the method form, `s /
s.max(axis=0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


def _rescale(s):
    return s / (s.max(axis=0) + 2.0)


class RowRescale(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x):
        return _rescale(self.fc(x))


Net = RowRescale
