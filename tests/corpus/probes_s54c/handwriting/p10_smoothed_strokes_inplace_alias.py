"""Raw and smoothed stroke features side by side: `smooth = x; smooth += 0.5 * self.fc(x)` then `F.concat(x, smooth)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class StrokeSmoother(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(3, flatten=False)

    def hybrid_forward(self, F, x):
        smooth = x
        smooth += 0.5 * self.fc(x)
        return F.concat(x, smooth, dim=-1)


Net = StrokeSmoother
