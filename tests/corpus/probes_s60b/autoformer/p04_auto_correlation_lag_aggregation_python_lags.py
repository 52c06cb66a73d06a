"""Autoformer auto-correlation without FFT: for each python lag the keys are rolled by two `slice_axis` pieces and a concat, the lag's correlation is the (N, 1) mean of q * rolled k, the correlations are softmaxed over lags and the rolled values aggregated by `broadcast_mul` with each lag's (N, 1, 1) weight."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4)]


def roll(F, x, shift):
    return F.concat(F.slice_axis(x, axis=1, begin=shift, end=None),
                    F.slice_axis(x, axis=1, begin=0, end=shift), dim=1)


class AutoCorrelation(HybridBlock):
    def __init__(self, units=4, lags=(1, 2, 3), **kwargs):
        super().__init__(**kwargs)
        self._lags = lags
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)
            self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q, k, v = self.q(x), self.k(x), self.v(x)
        corr = F.concat(*[F.mean(q * roll(F, k, lag), axis=(1, 2)).reshape((-1, 1))
                          for lag in self._lags], dim=1)
        weights = F.softmax(corr, axis=-1)
        out = None
        for i, lag in enumerate(self._lags):
            w = F.slice_axis(weights, axis=1, begin=i, end=i + 1).reshape((0, 1, 1))
            term = F.broadcast_mul(roll(F, v, lag), w)
            out = term if out is None else out + term
        return out


Net = AutoCorrelation
