"""Linear-chain CRF log-partition: the forward algorithm over the time steps of the emissions."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


def log_sum_exp(F, scores, axis):
    top = F.max(scores, axis=axis, keepdims=True)
    return F.log(F.sum(F.exp(F.broadcast_sub(scores, top)), axis=axis)) + F.squeeze(top, axis=axis)


class Net(nn.HybridBlock):
    def __init__(self, num_tags=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.transitions = self.params.get('transitions', shape=(num_tags, num_tags))

    def hybrid_forward(self, F, emissions, transitions):
        alpha = emissions[:, 0]
        for t in range(1, emissions.shape[1]):
            scores = alpha.expand_dims(2) + transitions.expand_dims(0)
            alpha = log_sum_exp(F, F.broadcast_add(scores, emissions[:, t].expand_dims(1)), axis=1)
        return log_sum_exp(F, alpha, axis=1)
