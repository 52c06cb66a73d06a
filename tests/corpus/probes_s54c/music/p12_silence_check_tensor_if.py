"""Returns silence early for an empty roll: `if F.max(roll) <= 0: return F.zeros_like(roll)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 12)]


class RollEncoder(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(12, flatten=False)

    def hybrid_forward(self, F, roll):
        if F.max(roll) <= 0:
            return F.zeros_like(roll)
        return self.fc(roll)


Net = RollEncoder
