"""Masked caption cross-entropy: gold words as `argmax` of one-hot-like targets, `F.pick` of log-softmax, padding mask from a positive-valued input, the loss `sum(nll * mask) / sum(mask)` on equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5), (2, 4, 7), (2, 4)]


class CaptionLoss(HybridBlock):
    def __init__(self, hidden=5, vocab=7, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.out = nn.Dense(vocab, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, hidden, targets, valid):
        logp = F.log_softmax(self.out(hidden), axis=-1)
        nll = -F.pick(logp, F.argmax(targets, axis=-1), axis=-1)
        mask = valid > -0.5
        return F.sum(nll * mask) / (F.sum(mask) + 1e-6)


Net = CaptionLoss
