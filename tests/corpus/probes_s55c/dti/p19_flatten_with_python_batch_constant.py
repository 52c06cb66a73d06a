"""Pair features flattened by `reshape((self.batch_size, -1))` with the training batch size fixed in the constructor (brittle but the same eager and hybridized at that batch size)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class FixedBatchFlatten(HybridBlock):
    def __init__(self, batch_size=2, **kwargs):
        super().__init__(**kwargs)
        self.batch_size = batch_size
        with self.name_scope():
            self.fc = nn.Dense(3)

    def hybrid_forward(self, F, atoms):
        return self.fc(F.reshape(F.relu(atoms), shape=(self.batch_size, -1)))


Net = FixedBatchFlatten
