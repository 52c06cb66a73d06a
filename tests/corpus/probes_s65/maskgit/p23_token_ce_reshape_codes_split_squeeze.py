"""MaskGIT token loss by reshape codes: the (N, L, V) logits folded to (N*L, V) by `reshape((-3, 0))`, the targets to (N*L,) by `reshape((-1,))`, the NLL by `pick`; the two halves of a stacked (2, N, L) target/weight input taken by `F.split(..., squeeze_axis=True)` and indexed `parts[0]`, `parts[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 2, 6)]


class ReshapeCodesLoss(HybridBlock):
    def __init__(self, codebook=8, d=8, **kwargs):
        super(ReshapeCodesLoss, self).__init__(**kwargs)
        self._v = codebook
        with self.name_scope():
            self.head = nn.Dense(codebook, in_units=d, flatten=False)

    def hybrid_forward(self, F, h, packed):
        parts = F.split(packed, num_outputs=2, axis=0, squeeze_axis=True)
        targets = F.floor((parts[0] + 1) * 0.5 * (self._v - 1e-3))
        weights = parts[1] > 0
        logp = F.log_softmax(self.head(h), axis=-1).reshape((-3, 0))
        nll = -F.pick(logp, targets.reshape((-1,)), axis=-1)
        return F.sum(nll * weights.reshape((-1,))) / (F.sum(weights) + 1e-6)


Net = ReshapeCodesLoss
