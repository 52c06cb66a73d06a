"""NVAE latent groups that each return a dict `{"state": ..., "kl": ...}`; the top-down loop keeps the dicts in a
list and the balanced KL is `F.add_n(*[c * out["kl"] for c, out in zip(self.coeffs, outs)])` with python
coefficients, every KL a (B,) sum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class Group(HybridBlock):
    def __init__(self, channels, latent, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.prior = nn.Conv2D(2 * latent, 3, padding=1)
            self.combine = nn.Conv2D(channels, 1)

    def hybrid_forward(self, F, state):
        mu, ls = F.split(self.prior(state), num_outputs=2, axis=1)
        kl = F.sum(0.5 * (F.square(mu) + F.exp(2 * ls)) - 0.5 - ls, axis=(1, 2, 3))
        return {"state": self.combine(F.concat(state, mu, dim=1)), "kl": kl}


class DictGroups(HybridBlock):
    def __init__(self, channels=4, latent=2, coeffs=(1.0, 0.5, 0.25), **kwargs):
        super().__init__(**kwargs)
        self.coeffs = list(coeffs)
        with self.name_scope():
            self.groups = nn.HybridSequential()
            for _ in self.coeffs:
                self.groups.add(Group(channels, latent))

    def hybrid_forward(self, F, x):
        outs, state = [], x
        for group in self.groups:
            out = group(state)
            outs.append(out)
            state = out["state"]
        return state, F.add_n(*[c * out["kl"] for c, out in zip(self.coeffs, outs)])


Net = DictGroups
