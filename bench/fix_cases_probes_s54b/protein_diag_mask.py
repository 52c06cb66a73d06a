"""Distogram logits with the diagonal masked out: pair features symmetrised, and an identity of the sequence length reshaped to (1, L, L, 1) subtracted from one."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.bins = nn.Dense(5, in_units=3, flatten=False)

    def hybrid_forward(self, F, pair):
        logits = self.bins(pair)
        logits = 0.5 * (logits + logits.transpose((0, 2, 1, 3)))
        L = pair.shape[1]
        off_diag = (1 - F.eye(L)).reshape((1, L, L, 1))
        return F.broadcast_mul(logits, off_diag)
