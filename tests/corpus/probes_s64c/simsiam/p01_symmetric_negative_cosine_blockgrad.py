"""SimSiam as in the paper's pseudo code: a projector MLP (Dense-BN-ReLU-Dense) and a predictor MLP on two views, the symmetric negative cosine `D(p1, z2)/2 + D(p2, z1)/2` with `D(p, z) = -(L2Normalization(p) * BlockGrad(L2Normalization(z))).sum(axis=1).mean()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


def mlp(hidden, out, in_units):
    net = nn.HybridSequential()
    net.add(nn.Dense(hidden, in_units=in_units), nn.BatchNorm(in_channels=hidden), nn.Activation("relu"),
            nn.Dense(out, in_units=hidden))
    return net


class SimSiam(HybridBlock):
    def __init__(self, dim=8, pred_dim=4, **kwargs):
        super().__init__(**kwargs)
        self.projector = mlp(16, dim, 10)
        self.predictor = mlp(pred_dim, dim, dim)

    def neg_cos(self, F, p, z):
        z = F.BlockGrad(z)
        return -F.mean(F.sum(F.L2Normalization(p) * F.L2Normalization(z), axis=1))

    def hybrid_forward(self, F, x1, x2):
        z1, z2 = self.projector(x1), self.projector(x2)
        p1, p2 = self.predictor(z1), self.predictor(z2)
        return 0.5 * self.neg_cos(F, p1, z2) + 0.5 * self.neg_cos(F, p2, z1)


Net = SimSiam
