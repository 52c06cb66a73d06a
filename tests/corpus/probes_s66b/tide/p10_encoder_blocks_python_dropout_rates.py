"""TiDE dense encoder as a list of residual blocks zipped with a python list of dropout rates from the
constructor, `F.Dropout(x, p=rate)` behind a python `if rate > 0` on each python float."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 2)]


class ResidualBlock(HybridBlock):
    """TiDE residual block: Dense-ReLU-Dense with dropout, a linear skip, LayerNorm."""

    def __init__(self, hidden, out, flatten=True, dropout=0.0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dense1 = nn.Dense(hidden, activation="relu", flatten=flatten)
            self.dense2 = nn.Dense(out, flatten=flatten)
            self.skip = nn.Dense(out, flatten=flatten)
            self.drop = nn.Dropout(dropout)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        return self.norm(self.drop(self.dense2(self.dense1(x))) + self.skip(x))


class RatesTiDE(HybridBlock):
    def __init__(self, horizon=3, hidden=8, rates=(0.1, 0.0), **kwargs):
        super().__init__(**kwargs)
        self.rates = list(rates)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in self.rates:
                self.blocks.add(ResidualBlock(hidden, hidden))
            self.decoder = nn.Dense(horizon)

    def hybrid_forward(self, F, y, attr):
        x = F.concat(y, attr, dim=1)
        for blk, rate in zip(self.blocks, self.rates):
            x = blk(x)
            if rate > 0:
                x = F.Dropout(x, p=rate)
        return self.decoder(x)


Net = RatesTiDE
