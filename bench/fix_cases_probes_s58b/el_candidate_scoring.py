"""Scoring a mention against its candidate entities: a bilinear map of the mention, `batch_dot` with the candidate encodings reshaped to `(b, k)` by `b, k, _ = cand.shape`, padded candidates (all-zero rows) masked with `F.where(mask, scores, -1e4 * F.ones((b, k)))` before a softmax."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.bil = nn.Dense(4, in_units=4, use_bias=False)

    def hybrid_forward(self, F, m, cand):
        b, k, _ = cand.shape
        cand = F.relu(cand)
        scores = F.batch_dot(cand, self.bil(m).expand_dims(2)).reshape((b, k))
        mask = F.sum(cand, axis=2) > 0.5
        scores = F.where(mask, scores, -1e4 * F.ones((b, k)))
        return F.softmax(scores, axis=1)
