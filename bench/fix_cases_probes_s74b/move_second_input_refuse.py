"""A two-input fusion that moves its second input to the first one's device,
`y.as_in_context(x.context)` (a device policy: a Symbol has no device; dropping the move could
make two devices meet, so the fixer must refuse). Pattern: multi-GPU code paths in Gluon
detectors; written for this set."""
from mxnet.gluon import nn


INPUTS = [(2, 3), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(3, in_units=3)

    def hybrid_forward(self, F, x, y):
        return self.fc(x) + y.as_in_context(x.context)
