"""Dynamic coattention (DCN) with sentinels: a learned sentinel vector read with .data() and broadcast to the batch, appended to document and question encodings before the affinity matrix."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.sentinel = self.params.get('sentinel', shape=(1, dim))
            self.q_proj = nn.Dense(dim, in_units=dim, flatten=False, activation='tanh')

    def hybrid_forward(self, F, D, Q, sentinel):
        s = self.sentinel.data().reshape((1, 1, -1)).broadcast_to((D.shape[0], 1, D.shape[2]))
        D = F.concat(D, s, dim=1)
        Q = F.concat(self.q_proj(Q), s, dim=1)
        L = F.batch_dot(D, Q, transpose_b=True)
        A_q = F.softmax(L, axis=1)
        A_d = F.softmax(L, axis=2)
        C_q = F.batch_dot(A_q, D, transpose_a=True)
        C_d = F.batch_dot(A_d, F.concat(Q, C_q, dim=2))
        return C_d[:, :-1]
