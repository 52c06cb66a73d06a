"""ALBERT's sentence-order head trained with a focal loss: the [CLS] state `hidden[:, 0, :]` pooled by a
tanh Dense, two-way logits, `pt = F.pick(softmax, label)`, the alpha-balanced focal term
`alpha_t * (1 - pt) ** gamma * -log(pt)` and the sum normalised by the swapped (positive) pairs counted
on the host by `max(label.sum().asscalar(), 1.0)`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, units=8, alpha=0.25, gamma=2.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._alpha = alpha
        self._gamma = gamma
        with self.name_scope():
            self.pooler = nn.Dense(units, in_units=units, activation='tanh')
            self.sop = nn.Dense(2, in_units=units)

    def hybrid_forward(self, F, hidden, order):
        label = order > 0
        logits = self.sop(self.pooler(hidden[:, 0, :]))
        pt = F.pick(F.softmax(logits, axis=-1), label, axis=-1)
        alpha_t = F.where(label, F.ones_like(pt) * self._alpha, F.ones_like(pt) * (1 - self._alpha))
        loss = -alpha_t * (1 - pt) ** self._gamma * F.log(pt)
        num_pos = max(label.sum().asscalar(), 1.0)
        return loss.sum() / num_pos
