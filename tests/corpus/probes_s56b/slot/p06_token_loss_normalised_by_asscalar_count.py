"""Slot-filling token loss over padded utterances normalised by the number of real tokens read with `.asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 6)]


class MaskedTokenLoss(HybridBlock):
    def __init__(self, emb=5, slots=7, **kwargs):
        super(MaskedTokenLoss, self).__init__(**kwargs)
        with self.name_scope():
            self.slot = nn.Dense(slots, flatten=False, in_units=emb)

    def hybrid_forward(self, F, tokens, mask):
        logp = F.log_softmax(self.slot(tokens), axis=-1)
        nll = -F.max(logp, axis=-1) * (mask > 0)
        count = max((mask > 0).sum().asscalar(), 1.0)
        return nll.sum() / count


Net = MaskedTokenLoss
