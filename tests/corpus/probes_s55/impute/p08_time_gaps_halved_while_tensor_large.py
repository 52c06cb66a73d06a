"""Time-gap normaliser halving the deltas `while F.max(delta) > self.max_gap`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class GapNormaliser(HybridBlock):
    def __init__(self, max_gap=0.25, **kwargs):
        super().__init__(**kwargs)
        self.max_gap = max_gap
        with self.name_scope():
            self.decay = nn.Dense(3, flatten=False, in_units=3)

    def hybrid_forward(self, F, delta_in):
        delta = F.abs(delta_in)
        while F.max(delta) > self.max_gap:
            delta = delta / 2
        return F.exp(-F.relu(self.decay(delta)))


Net = GapNormaliser
