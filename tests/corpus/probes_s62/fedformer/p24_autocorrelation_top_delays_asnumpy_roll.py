"""Autoformer/FEDformer time-delay aggregation as in its training code: the top-k delays of the mean autocorrelation taken by `topk` and read back with `.asnumpy()`, each delay rolling the series by two `slice_axis` and a concat with python ints."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 12, 3), (2, 12, 3)]


class TimeDelayAgg(HybridBlock):
    def __init__(self, seq_len=12, top_k=2, **kwargs):
        super(TimeDelayAgg, self).__init__(**kwargs)
        self._k = top_k
        self._len = seq_len

    def hybrid_forward(self, F, values, corr):
        mean_corr = corr.mean(axis=(0, 2))
        delays = F.topk(mean_corr, k=self._k, ret_typ="indices").asnumpy()
        out = F.zeros_like(values)
        for d in delays:
            d = 1 + int(d) % (self._len - 1)
            rolled = F.concat(F.slice_axis(values, axis=1, begin=d, end=None),
                              F.slice_axis(values, axis=1, begin=0, end=d), dim=1)
            out = out + rolled / self._k
        return out


Net = TimeDelayAgg
