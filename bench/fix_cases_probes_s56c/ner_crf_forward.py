"""Linear-chain CRF partition function: the forward algorithm over time steps `for t in range(1, T)`, alpha (B, K, 1) `+` the (1, K, K) transitions, log-sum-exp over the previous tag, emissions of step t added."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.emit = nn.Dense(3, in_units=4, flatten=False)
            self.trans = self.params.get('trans', shape=(3, 3))

    def hybrid_forward(self, F, x, trans):
        em = self.emit(x)
        T = em.shape[1]
        alpha = em[:, 0, :]
        for t in range(1, T):
            s = alpha.expand_dims(2) + trans.expand_dims(0)
            mx_ = s.max(axis=1, keepdims=True)
            alpha = F.log(F.exp(s - mx_).sum(axis=1)) + mx_.squeeze(axis=1) + em[:, t, :]
        return F.log(F.exp(alpha).sum(axis=1))
