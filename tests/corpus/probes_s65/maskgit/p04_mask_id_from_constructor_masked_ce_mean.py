"""MaskGIT loss only on masked positions: `is_masked = inputs == self._mask_id` (a Symbol compared with the constructor's [MASK] id), the per-token cross-entropy by `pick` of the (N, L) targets, summed over masked tokens and divided by their count -- (N, L) operands of one shape and a (1,) pair."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 6)]


class MaskedTokenLoss(HybridBlock):
    def __init__(self, codebook=8, d=8, mask_id=8, **kwargs):
        super(MaskedTokenLoss, self).__init__(**kwargs)
        self._v, self._mask_id = codebook, mask_id
        with self.name_scope():
            self.emb = nn.Embedding(codebook + 1, d)
            self.head = nn.Dense(codebook, in_units=d, flatten=False)

    def hybrid_forward(self, F, in_raw, tgt_raw):
        inputs = F.floor((in_raw + 1) * 0.5 * (self._v + 1 - 1e-3))
        targets = F.floor((tgt_raw + 1) * 0.5 * (self._v - 1e-3))
        is_masked = inputs == self._mask_id
        ce = -F.pick(F.log_softmax(self.head(self.emb(inputs)), axis=-1), targets, axis=-1)
        return F.sum(ce * is_masked) / (F.sum(is_masked) + 1e-6)


Net = MaskedTokenLoss
