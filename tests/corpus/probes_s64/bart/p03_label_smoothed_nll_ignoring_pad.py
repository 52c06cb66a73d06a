"""fairseq `label_smoothed_nll_loss` ported: `nll = -pick(lprobs, target)`, `smooth = -sum(lprobs, axis=-1)`, both (N, T), pad positions zeroed by the `target != pad` mask (a scalar comparison), summed and divided by the number of non-pad tokens -- two (1,) totals."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5)]


class LabelSmoothedLoss(HybridBlock):
    def __init__(self, vocab=12, units=8, eps=0.1, pad_id=1, **kwargs):
        super(LabelSmoothedLoss, self).__init__(**kwargs)
        self._v, self._eps, self._pad = vocab, eps, pad_id
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=units, flatten=False)

    def hybrid_forward(self, F, h, raw):
        target = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        lprobs = F.log_softmax(self.proj(h), axis=-1)
        nll = -F.pick(lprobs, target, axis=-1)
        smooth = -F.sum(lprobs, axis=-1)
        keep = target != self._pad
        loss = (1.0 - self._eps) * nll + self._eps / self._v * smooth
        return F.sum(loss * keep) / F.sum(keep)


Net = LabelSmoothedLoss
