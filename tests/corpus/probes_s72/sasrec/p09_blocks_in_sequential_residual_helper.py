"""Stacked SASRec blocks in a HybridSequential; each block's point-wise feed-forward goes through a
helper `_residual(F, x, y)` doing dropout, sum and LayerNorm."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


def _residual(F, x, y, norm, rate=0.1):
    return norm(x + F.Dropout(y, p=rate))


class FFNBlock(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(2 * units, flatten=False, activation="relu")
            self.fc2 = nn.Dense(units, flatten=False)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        return _residual(F, x, self.fc2(self.fc1(x)), self.norm)


class Encoder(HybridBlock):
    def __init__(self, units=8, num_blocks=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(num_blocks):
                self.blocks.add(FFNBlock(units))
            self.last_norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        return self.last_norm(self.blocks(x))


Net = Encoder
