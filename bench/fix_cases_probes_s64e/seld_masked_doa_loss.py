"""SELDnet's loss: binary cross-entropy on the activity and a DOA regression masked by the
reference activity (`sed_label` tiled to x, y, z), the frame-level labels max-pooled to the
prediction's frames by `B, T, C = sed_label.shape` and `T // self.pool`, the DOA term divided by
the active count and skipped on the host (`.asscalar()`) when nothing is active, added by `+=`
with its weight."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2, 4, 9), (2, 8, 3), (2, 4, 9)]


class Net(nn.HybridBlock):
    def __init__(self, pool=2, doa_weight=50.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pool = pool
        self.doa_weight = doa_weight

    def hybrid_forward(self, F, sed_logit, doa_pred, sed_label, doa_label):
        B, T, C = sed_label.shape
        sed_label = sed_label.reshape((B, T // self.pool, self.pool, C)).max(axis=2)
        sed_label = sed_label > 0
        sed_pred = F.sigmoid(sed_logit)
        loss = -(sed_label * F.log(sed_pred + 1e-7)
                 + (1 - sed_label) * F.log(1 - sed_pred + 1e-7)).mean()
        mask = F.tile(sed_label, reps=(1, 1, 3))
        active = mask.sum()
        if active.asscalar() > 0:
            doa_loss = (((doa_pred - doa_label) ** 2) * mask).sum() / active
            loss += self.doa_weight * doa_loss
        return loss
