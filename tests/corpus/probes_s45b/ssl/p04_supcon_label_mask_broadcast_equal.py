"""Supervised contrastive loss: positives where labels match (`broadcast_equal` of a column and a row), self-pairs masked out."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (6,)]


def pairwise_label_mask(F, labels):
    col = F.reshape(labels, shape=(-1, 1))
    row = F.reshape(labels, shape=(1, -1))
    return F.broadcast_equal(col, row)


class SupConLoss(HybridBlock):
    def __init__(self, batch_size=6, temperature=0.1, eps=1e-8, **kwargs):
        super().__init__(**kwargs)
        self._n = batch_size
        self._tau = temperature
        self._eps = eps
        with self.name_scope():
            self.embed = nn.Dense(8)

    def hybrid_forward(self, F, feats, labels):
        z = F.L2Normalization(self.embed(feats), mode="instance")
        logits = F.dot(z, z, transpose_b=True) / self._tau
        not_self = 1 - F.eye(self._n)
        pos = pairwise_label_mask(F, F.round(labels * 2)) * not_self
        exp_logits = F.exp(logits) * not_self
        log_prob = F.broadcast_sub(logits, F.log(F.sum(exp_logits, axis=1, keepdims=True) + self._eps))
        mean_pos = F.sum(pos * log_prob, axis=1) / (F.sum(pos, axis=1) + self._eps)
        return -F.mean(mean_pos)


class Net(SupConLoss):
    pass
