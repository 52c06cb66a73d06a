"""Co-attention with padded questions: positions past each question's length masked by an arange over the question axis, filled with -1e9 before the softmax over question words."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2, 5, 3), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, v, q, q_len):
        q_len = F.floor(F.abs(q_len) * q.shape[1]) + 1
        aff = F.batch_dot(v, q, transpose_b=True)
        pos = F.arange(q.shape[1]).reshape((1, 1, -1))
        mask = F.broadcast_lesser(pos, q_len.reshape((-1, 1, 1)))
        aff = F.where(F.broadcast_like(mask, aff), aff, F.ones_like(aff) * -1e9)
        return F.batch_dot(F.softmax(aff, axis=2), q)
