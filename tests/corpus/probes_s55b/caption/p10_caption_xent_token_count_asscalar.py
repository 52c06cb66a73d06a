"""Masked caption cross-entropy normalised by the token count read out with `mask.sum().asscalar()`."""
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
        n_tokens = max(mask.sum().asscalar(), 1.0)
        return F.sum(nll * mask) / n_tokens


Net = CaptionLoss
