"""Numpy-mode slot loss (`@use_np`, `hybrid_forward`): the real tokens' log-probabilities selected by boolean indexing `logp[mask > 0]`, their mean as the loss."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6, 5), (2, 6)]


@use_np
class NumpyMaskedLoss(HybridBlock):
    def __init__(self, emb=5, slots=4, **kwargs):
        super(NumpyMaskedLoss, self).__init__(**kwargs)
        with self.name_scope():
            self.slot = nn.Dense(slots, flatten=False, in_units=emb)

    def hybrid_forward(self, F, tokens, mask):
        logp = F.npx.log_softmax(self.slot(tokens), axis=-1)
        best = F.np.max(logp, axis=-1)
        return -F.np.mean(best[mask > 0])


Net = NumpyMaskedLoss
