"""SlowFast's head: each pathway pooled by an average pool whose kernel is the pathway's whole size `kernel=slow.shape[2:]`, the pooled maps flattened by `(n, -1)` of `n = slow.shape[0]` and concatenated."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 2, 4, 4), (2, 3, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.slow = nn.Conv3D(4, 1, in_channels=3)
            self.fast = nn.Conv3D(2, 1, in_channels=3)
            self.fc = nn.Dense(3, in_units=6)

    def hybrid_forward(self, F, xs, xf):
        slow, fast = self.slow(xs), self.fast(xf)
        n = slow.shape[0]
        ps = F.Pooling(slow, kernel=slow.shape[2:], pool_type='avg')
        pf = F.Pooling(fast, kernel=fast.shape[2:], pool_type='avg')
        return self.fc(F.concat(ps.reshape((n, -1)), pf.reshape((n, -1)), dim=1))
