"""End-of-stroke probability taken by the subscript `y[:, :, 0:1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class EndOfStroke(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(7, flatten=False)

    def hybrid_forward(self, F, h):
        y = self.fc(h)
        return F.sigmoid(y[:, :, 0:1])


Net = EndOfStroke
