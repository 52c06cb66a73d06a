"""Autoformer auto-correlation picking the top-k lags as the reference code does: `lags = F.topk(F.mean(corr, axis=0), k=self._top_k).asnumpy().astype(int)`, then rolling by each python lag."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4)]


def roll(F, x, shift):
    return F.concat(F.slice_axis(x, axis=1, begin=shift, end=None),
                    F.slice_axis(x, axis=1, begin=0, end=shift), dim=1)


class TopLagAutoCorrelation(HybridBlock):
    def __init__(self, units=4, max_lag=4, top_k=2, **kwargs):
        super().__init__(**kwargs)
        self._max_lag = max_lag
        self._top_k = top_k
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q, k = self.q(x), self.k(x)
        corr = F.concat(*[F.mean(q * roll(F, k, lag), axis=(1, 2)).reshape((-1, 1))
                          for lag in range(1, self._max_lag + 1)], dim=1)
        lags = F.topk(F.mean(corr, axis=0), k=self._top_k).asnumpy().astype(int) + 1
        return sum(roll(F, x, int(lag)) for lag in lags) / self._top_k


Net = TopLagAutoCorrelation
