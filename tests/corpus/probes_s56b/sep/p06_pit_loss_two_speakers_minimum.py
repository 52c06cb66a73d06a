"""Utterance-level permutation-invariant MSE for two speakers: estimates and targets split by `split(squeeze_axis=True)`, both assignments' losses, the smaller by `F.minimum`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12), (2, 2, 12)]


class PITLoss(HybridBlock):
    def __init__(self, length=12, **kwargs):
        super(PITLoss, self).__init__(**kwargs)
        with self.name_scope():
            self.sep = nn.Dense(2 * length, in_units=length)

    def hybrid_forward(self, F, mix, targets):
        est = self.sep(mix).reshape((0, 2, -1))
        e1, e2 = F.split(est, num_outputs=2, axis=1, squeeze_axis=True)
        t1, t2 = F.split(targets, num_outputs=2, axis=1, squeeze_axis=True)
        mse = lambda a, b: F.mean(F.square(a - b), axis=-1)
        keep = mse(e1, t1) + mse(e2, t2)
        swap = mse(e1, t2) + mse(e2, t1)
        return F.minimum(keep, swap) / 2


Net = PITLoss
