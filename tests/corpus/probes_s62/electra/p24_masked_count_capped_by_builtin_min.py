"""ELECTRA loss normaliser capped with the python builtin: `denom = min(mask.sum(), self._max_predictions)` compares a tensor with a python int (a tensor truth value)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6)]


class CappedMaskedLoss(HybridBlock):
    def __init__(self, units=8, vocab=10, max_predictions=20, **kwargs):
        super(CappedMaskedLoss, self).__init__(**kwargs)
        self._max_predictions = max_predictions
        with self.name_scope():
            self.decoder = nn.Dense(vocab, in_units=units, flatten=False)

    def hybrid_forward(self, F, hidden, mask_raw):
        mask = (mask_raw > 0)
        nll = -F.log_softmax(self.decoder(hidden), axis=-1).max(axis=-1)
        denom = min(mask.sum(), self._max_predictions)
        return (nll * mask).sum() / (denom + 1e-6)


Net = CappedMaskedLoss
