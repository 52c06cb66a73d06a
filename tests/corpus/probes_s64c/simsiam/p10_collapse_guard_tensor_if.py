"""SimSiam with a collapse guard ported from a training script: `if F.mean(cos) < -0.99:` add a small uniformity penalty -- a python `if` on a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class GuardedSimSiam(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.projector = nn.Dense(dim, in_units=10)
        self.predictor = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x1, x2):
        z1, z2 = self.projector(x1), self.projector(x2)
        p1 = self.predictor(z1)
        cos = F.sum(F.L2Normalization(p1) * F.L2Normalization(F.BlockGrad(z2)), axis=1)
        loss = -F.mean(cos)
        if F.mean(cos) < -0.99:
            loss = loss + 0.1 * F.mean(F.square(z1))
        return loss


Net = GuardedSimSiam
