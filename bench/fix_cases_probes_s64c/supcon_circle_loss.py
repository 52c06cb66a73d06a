"""Circle loss (Sun et al.) on a batch of embeddings: features L2-normalised by a plain
`feats / F.norm(feats, axis=1, keepdims=True)`, the similarity matrix, positive and negative
masks from label equality with the diagonal removed by `F.eye(feats.shape[0])`, the adaptive
weights `ap = relu(-sp + 1 + m)`, `an = relu(sn + m)`, margins delta_p = 1 - m, delta_n = m, and
softplus(logsumexp(logit_n) + logsumexp(logit_p)) with masked entries pushed to -1e12; a batch
without a positive pair returns zero on the host (`if pos_mask.sum().asscalar() == 0`)."""
from mxnet.gluon import nn


INPUTS = [(6, 5), (6,)]


class Net(nn.HybridBlock):
    def __init__(self, m=0.25, gamma=16.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.m = m
        self.gamma = gamma
        with self.name_scope():
            self.embed = nn.Dense(4, in_units=5)

    def _logsumexp(self, F, x):
        mx_ = F.max(x, axis=1, keepdims=True)
        return F.log(F.exp(F.broadcast_sub(x, mx_)).sum(axis=1)) + mx_.reshape((-1,))

    def hybrid_forward(self, F, x, labels):
        feats = self.embed(x)
        feats = feats / F.norm(feats, axis=1, keepdims=True)
        sim = F.dot(feats, feats, transpose_b=True)
        labels = F.floor(labels * 1.5)
        same = F.broadcast_equal(labels.reshape((-1, 1)), labels.reshape((1, -1)))
        eye = F.eye(feats.shape[0])
        pos_mask = same - eye
        neg_mask = 1 - same
        if pos_mask.sum().asscalar() == 0:
            return F.zeros((1,))

        ap = F.relu(-sim + 1 + self.m)
        an = F.relu(sim + self.m)
        logit_p = -ap * (sim - (1 - self.m)) * self.gamma
        logit_n = an * (sim - self.m) * self.gamma
        logit_p = logit_p * pos_mask - (1 - pos_mask) * 1e12
        logit_n = logit_n * neg_mask - (1 - neg_mask) * 1e12
        loss = F.Activation(self._logsumexp(F, logit_n) + self._logsumexp(F, logit_p), act_type='softrelu')
        return loss.mean().reshape((1,))
