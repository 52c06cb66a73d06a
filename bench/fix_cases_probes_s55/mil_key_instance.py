"""Max-instance MIL: the key instance of each bag found by argmax of instance scores and gathered with tensor indices (an arange of the batch and the argmax), fed to the bag classifier."""
from mxnet.gluon import nn


INPUTS = [(3, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, in_units=4, flatten=False)
            self.cls = nn.Dense(2, in_units=4)

    def hybrid_forward(self, F, h):
        s = self.score(h).squeeze(axis=2)
        idx = F.argmax(s, axis=1)
        key = h[F.arange(h.shape[0]), idx]
        return self.cls(key)
