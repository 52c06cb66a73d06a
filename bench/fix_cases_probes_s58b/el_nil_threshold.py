"""A linker that predicts NIL when no candidate is good enough: candidate scores by cosine similarity (`L2Normalization`), and when the best score in the batch stays under the threshold (`if scores.max().asscalar() < self.nil`) the NIL logit is raised instead of the candidates'."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, nil=0.3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nil = nil
        with self.name_scope():
            self.enc = nn.Dense(4, in_units=4)

    def hybrid_forward(self, F, m, cand):
        m = F.L2Normalization(self.enc(m))
        cand = F.L2Normalization(cand, mode='spatial')
        scores = F.batch_dot(cand, m.expand_dims(2)).squeeze(axis=2)
        nil = F.zeros_like(scores.slice_axis(axis=1, begin=0, end=1))
        if scores.max().asscalar() < self.nil:
            nil = nil + 1.0
        return F.concat(nil, scores, dim=1)
