"""NVAE top-down hierarchy: a python list of latent groups (children in a HybridSequential), each group's prior
from the current decoder state, its posterior relative to the prior, the sampled mean combined into the state by
a conv over `concat`, and the per-group KLs summed with balancing coefficients from a python list of the
constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class Group(HybridBlock):
    def __init__(self, channels, latent, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.prior = nn.Conv2D(2 * latent, 3, padding=1)
            self.post = nn.Conv2D(2 * latent, 3, padding=1)
            self.combine = nn.Conv2D(channels, 1)

    def hybrid_forward(self, F, state, enc):
        mu_p, ls_p = F.split(self.prior(state), num_outputs=2, axis=1)
        dmu, dls = F.split(self.post(state + enc), num_outputs=2, axis=1)
        z = mu_p + dmu
        kl = 0.5 * (F.square(dmu) * F.exp(-2 * ls_p) + F.exp(2 * dls)) - 0.5 - dls
        return self.combine(F.concat(state, z, dim=1)), F.sum(kl, axis=(1, 2, 3))


class TopDown(HybridBlock):
    def __init__(self, channels=4, latent=2, groups=3, coeffs=(1.0, 0.5, 0.25), **kwargs):
        super().__init__(**kwargs)
        self.coeffs = list(coeffs)
        with self.name_scope():
            self.groups = nn.HybridSequential()
            for _ in range(groups):
                self.groups.add(Group(channels, latent))
            self.state0 = self.params.get("state0", shape=(1, channels, 4, 4), init="zeros")

    def hybrid_forward(self, F, enc, state0):
        state = F.broadcast_like(state0, enc, lhs_axes=(0,), rhs_axes=(0,))
        kls = []
        for group, coeff in zip(self.groups, self.coeffs):
            state, kl = group(state, enc)
            kls.append(coeff * kl)
        return state, F.add_n(*kls)


Net = TopDown
