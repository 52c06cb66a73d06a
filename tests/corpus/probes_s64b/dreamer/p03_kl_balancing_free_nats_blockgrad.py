"""DreamerV2 KL balancing with free nats: the Gaussian KL per latent dim summed over the last axis, `alpha * KL(sg(post) || prior) + (1 - alpha) * KL(post || sg(prior))`, each floored by `F.maximum(kl, free_nats)` (a python float) before the batch mean."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4), (3, 4), (3, 4), (3, 4)]


def gauss_kl(F, m1, s1, m2, s2):
    return F.sum(F.log(s2 / s1) + (F.square(s1) + F.square(m1 - m2)) / (2 * F.square(s2)) - 0.5, axis=-1)


class BalancedKL(HybridBlock):
    def __init__(self, alpha=0.8, free_nats=0.5, **kwargs):
        super().__init__(**kwargs)
        self._alpha, self._free = alpha, free_nats

    def hybrid_forward(self, F, post_mean, post_raw, prior_mean, prior_raw):
        post_std = F.Activation(post_raw, act_type="softrelu") + 0.1
        prior_std = F.Activation(prior_raw, act_type="softrelu") + 0.1
        lhs = gauss_kl(F, F.BlockGrad(post_mean), F.BlockGrad(post_std), prior_mean, prior_std)
        rhs = gauss_kl(F, post_mean, post_std, F.BlockGrad(prior_mean), F.BlockGrad(prior_std))
        lhs = F.maximum(F.mean(lhs), self._free)
        rhs = F.maximum(F.mean(rhs), self._free)
        return self._alpha * lhs + (1 - self._alpha) * rhs


Net = BalancedKL
