"""MuZero's categorical value: the prediction head's logits over the support `[-S, S]` turned to a scalar
(`support = nd.arange(-S, S + 1)` in forward, broadcast to the logits' shape), the inverse of the invertible
transform `h^-1(x) = sign(x) ((sqrt(1 + 4 eps (|x| + 1 + eps)) - 1) / (2 eps))^2 - 1)`, and the target
value turned to a support distribution by `h(x)` and the two neighbouring bins (floor and the fraction,
written into rows by `F.one_hot(floor + S, 2 * S + 1)`), a python check `if x.max().asscalar() > S` clipping
first; the cross-entropy between them."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 4), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, support_size=3, eps=0.001, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.support_size = support_size
        self.eps = eps
        with self.name_scope():
            self.value = nn.Dense(2 * support_size + 1, in_units=4)

    def hybrid_forward(self, F, hidden, target):
        S = self.support_size
        logits = self.value(hidden)
        probs = F.softmax(logits, axis=1)
        support = nd.arange(-S, S + 1).broadcast_to(probs.shape)
        x = (support * probs).sum(axis=1)
        x = F.sign(x) * (((F.sqrt(1 + 4 * self.eps * (F.abs(x) + 1 + self.eps)) - 1) / (2 * self.eps)) ** 2 - 1)
        t = target * 20
        t = F.sign(t) * (F.sqrt(F.abs(t) + 1) - 1) + self.eps * t
        if t.max().asscalar() > S or t.min().asscalar() < -S:
            t = F.clip(t, -S, S)
        floor = F.floor(t)
        prob = t - floor
        low = F.one_hot(floor + S, 2 * S + 1) * (1 - prob).reshape((-1, 1))
        high = F.one_hot(F.minimum(floor + S + 1, 2 * S), 2 * S + 1) * prob.reshape((-1, 1))
        loss = -((low + high) * F.log_softmax(logits, axis=1)).sum(axis=1)
        return x, loss
