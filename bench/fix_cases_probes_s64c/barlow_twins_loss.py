"""Barlow Twins' loss: both projections normalised along the batch by a BatchNorm without affine
(`nn.BatchNorm(scale=False, center=False)`), the cross-correlation `dot(z1.T, z2)` divided by the
batch size `z1.shape[0]`, on-diagonal `(diag(c) - 1) ** 2` summed, off-diagonal squares by the mask
`1 - eye(c.shape[0])`, weighted by lambd; the value is logged on the host by `.asscalar()` when it
is not finite and replaced by zero."""
from mxnet.gluon import nn


INPUTS = [(8, 6), (8, 6)]


class Net(nn.HybridBlock):
    def __init__(self, lambd=0.0051, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.lambd = lambd
        with self.name_scope():
            self.projector = nn.Dense(5, in_units=6, use_bias=False)
            self.bn = nn.BatchNorm(scale=False, center=False, in_channels=5)

    def hybrid_forward(self, F, y1, y2):
        z1 = self.bn(self.projector(y1))
        z2 = self.bn(self.projector(y2))
        c = F.dot(z1, z2, transpose_a=True)
        c = c / z1.shape[0]
        on_diag = ((F.diag(c) - 1) ** 2).sum()
        mask = 1 - F.eye(c.shape[0])
        off_diag = ((c * mask) ** 2).sum()
        loss = on_diag + self.lambd * off_diag
        if not F.contrib.isfinite(loss).asscalar():
            loss = F.zeros_like(loss)
        return loss
