"""Quantile outputs: one Dense(1) head per quantile of the constructor's python list, held in a
HybridSequential and walked by `zip`, concatenated to (B, T, Q)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class QuantileHeads(HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        self.quantiles = list(quantiles)
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in self.quantiles:
                self.heads.add(nn.Dense(1, flatten=False))

    def hybrid_forward(self, F, h):
        outs = [head(h) for q, head in zip(self.quantiles, self.heads)]
        return F.concat(*outs, dim=-1)


Net = QuantileHeads
