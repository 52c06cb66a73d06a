"""Sampled softmax over one positive and K negatives with the log-Q correction: item frequencies held as `nd.array` of a list, the candidates' logQ subtracted with `-` (an (N, K+1) score against a (K+1,) row), the positive in column 0 picked by labels `F.zeros((scores.shape[0],))`."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.log_q = mx.nd.log(mx.nd.array([0.4, 0.3, 0.2, 0.1]))
        with self.name_scope():
            self.user = nn.Dense(4, in_units=4)

    def hybrid_forward(self, F, u, cands):
        q = self.user(u)
        scores = F.batch_dot(cands, q.expand_dims(2)).reshape((0, -1))
        scores = scores - self.log_q
        labels = F.zeros((scores.shape[0],))
        return -F.pick(F.log_softmax(scores, axis=1), labels, axis=1).mean()
