"""ESIM local inference: soft alignment both ways, enhanced features, then max and mean pooling over each sentence's length."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=6, classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(hidden, in_units=4, flatten=False, activation="tanh")
            self.out = nn.Dense(classes, in_units=16 * hidden)

    def _pool(self, F, m, length):
        return F.concat(m.max(axis=1), m.sum(axis=1) / length, dim=1)

    def hybrid_forward(self, F, premise, hypothesis):
        p = self.enc(premise)
        h = self.enc(hypothesis)
        e = F.batch_dot(p, h, transpose_b=True)
        p_tilde = F.batch_dot(F.softmax(e, axis=-1), h)
        h_tilde = F.batch_dot(F.softmax(e.transpose((0, 2, 1)), axis=-1), p)
        m_p = F.concat(p, p_tilde, p - p_tilde, p * p_tilde, dim=-1)
        m_h = F.concat(h, h_tilde, h - h_tilde, h * h_tilde, dim=-1)
        v = F.concat(self._pool(F, m_p, premise.shape[1]), self._pool(F, m_h, hypothesis.shape[1]), dim=1)
        return self.out(v)
