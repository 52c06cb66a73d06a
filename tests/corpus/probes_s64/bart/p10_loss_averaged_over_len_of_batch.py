"""BART sentence-level loss averaged over the batch as `loss.sum() / len(target)` -- `len()` of a traced symbol is its number of outputs (1), so the hybridized loss is N times larger."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5, 8), (3, 5)]


class LenBatchMean(HybridBlock):
    def __init__(self, vocab=12, units=8, **kwargs):
        super(LenBatchMean, self).__init__(**kwargs)
        self._v = vocab
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=units, flatten=False)

    def hybrid_forward(self, F, h, raw):
        target = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        nll = -F.pick(F.log_softmax(self.proj(h), axis=-1), target, axis=-1)
        return F.sum(nll) / len(target)


Net = LenBatchMean
