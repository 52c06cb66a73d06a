"""Mixture log-likelihood through a module-level `log_sum_exp(F, x, axis)` helper written with keepdims reductions and `broadcast_sub`/`broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


def log_sum_exp(F, x, axis):
    m = F.max(x, axis=axis, keepdims=True)
    return F.broadcast_add(F.log(F.sum(F.exp(F.broadcast_sub(x, m)), axis=axis, keepdims=True)), m)


class MixtureHead(HybridBlock):
    def __init__(self, num_mix=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.logits = nn.Conv2D(num_mix, 1, in_channels=4)
            self.comp = nn.Conv2D(num_mix, 1, in_channels=4)

    def hybrid_forward(self, F, feats):
        lp = F.log_softmax(self.logits(feats), axis=1) - F.square(self.comp(feats))
        return log_sum_exp(F, lp, 1)


Net = MixtureHead
