"""WGAN-GP on interpolates: `alpha` (N,) reshaped to (N, 1, 1, 1) and mixed by `broadcast_mul(alpha, real) + broadcast_mul(1 - alpha, fake)`; the penalty `(||grad||_2 - 1)^2` of a gradient handed in, flattened by `reshape((0, -1))`, norms of (N,)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4), (2, 3, 4, 4), (2,), (2, 3, 4, 4)]


class GradientPenalty(HybridBlock):
    def __init__(self, lam=10.0, **kwargs):
        super(GradientPenalty, self).__init__(**kwargs)
        self._lam = lam
        with self.name_scope():
            self.critic = nn.Dense(1, in_units=48)

    def hybrid_forward(self, F, real, fake, alpha_raw, grad):
        alpha = ((alpha_raw + 1) * 0.5).reshape((-1, 1, 1, 1))
        interp = F.broadcast_mul(alpha, real) + F.broadcast_mul(1 - alpha, fake)
        norm = F.sqrt(F.sum(F.square(grad.reshape((0, -1))), axis=1) + 1e-12)
        return self.critic(interp), self._lam * F.mean(F.square(norm - 1))


Net = GradientPenalty
