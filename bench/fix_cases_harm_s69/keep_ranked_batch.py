"""H496: a critic over the first `keep` transitions of a batch ranked by priority; the batch (3) is
below keep (4), which python's slice clamps (slice_axis(end=4) raises on 3 rows)."""
from mxnet.gluon import nn

INPUTS = [(3, 5), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=5, keep=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._keep = keep
        with self.name_scope():
            self.critic = nn.Dense(1, in_units=in_units)

    def hybrid_forward(self, F, states, priority):
        order = F.argsort(priority, is_ascend=False)
        ranked = F.take(states, order)
        return self.critic(ranked[:self._keep])
