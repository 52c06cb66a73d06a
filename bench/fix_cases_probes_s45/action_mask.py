"""Q values with illegal actions masked to a large negative number, greedy action's value picked."""
from mxnet.gluon import nn


INPUTS = [(4, 6), (4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=6, actions=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(actions, in_units=in_units)

    def hybrid_forward(self, F, obs, legal):
        q = self.q(obs)
        if (legal > 0).sum().asscalar() > 0:
            q = F.where(legal > 0, q, F.ones_like(q) * -1e9)
        best = F.argmax(q, axis=1)
        return F.pick(q, best, axis=1), q
