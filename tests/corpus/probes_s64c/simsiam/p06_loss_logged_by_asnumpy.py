"""SimSiam training block that keeps the last loss for a progress bar: `self.last_loss = float(loss.asnumpy())` inside `hybrid_forward`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class LoggedSimSiam(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.last_loss = None
        self.projector = nn.Dense(dim, in_units=10)
        self.predictor = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x1, x2):
        z1, z2 = self.projector(x1), self.projector(x2)
        p1, p2 = self.predictor(z1), self.predictor(z2)
        loss = -0.5 * F.mean(F.sum(F.L2Normalization(p1) * F.L2Normalization(F.BlockGrad(z2)), axis=1)) \
            - 0.5 * F.mean(F.sum(F.L2Normalization(p2) * F.L2Normalization(F.BlockGrad(z1)), axis=1))
        self.last_loss = float(loss.asnumpy())
        return loss


Net = LoggedSimSiam
