"""Mixture output whose components each return a dict of arguments (`{"mu": ..., "sigma": ...}`), the
python list of dicts read back by key and stacked on the last axis, mixed by softmax probabilities."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class GaussianProj(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(1, flatten=False)
            self.sigma = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, x):
        return self.mu(x).squeeze(axis=-1), F.Activation(self.sigma(x), act_type="softrelu").squeeze(axis=-1)


class DictComponentsMixture(HybridBlock):
    def __init__(self, num_components=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mix = nn.Dense(num_components, flatten=False)
            self.components = nn.HybridSequential()
            for _ in range(num_components):
                self.components.add(GaussianProj())

    def hybrid_forward(self, F, x):
        comps = [dict(zip(("mu", "sigma"), comp(x))) for comp in self.components]
        means = F.stack(*[c["mu"] for c in comps], axis=-1)
        sigmas = F.stack(*[c["sigma"] for c in comps], axis=-1)
        probs = F.softmax(self.mix(x), axis=-1)
        return F.sum(probs * means, axis=-1), sigmas


Net = DictComponentsMixture
