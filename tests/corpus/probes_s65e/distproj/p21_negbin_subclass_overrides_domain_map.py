"""Generic argument projection whose `hybrid_forward` splits a `Dense(2)` projection and calls
`self.domain_map(F, a, b)`; the NegativeBinomial subclass overrides it with softrelu for both mu and
alpha (and squeezes the last axis)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class ArgProjBase(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(2, flatten=False)

    def domain_map(self, F, a, b):
        return a, b

    def hybrid_forward(self, F, x):
        a, b = F.split(self.proj(x), num_outputs=2, axis=-1)
        return self.domain_map(F, a, b)


class NegativeBinomialProj(ArgProjBase):
    def domain_map(self, F, mu, alpha):
        mu = F.Activation(mu, act_type="softrelu") + 1e-6
        alpha = F.Activation(alpha, act_type="softrelu") + 1e-6
        return mu.squeeze(axis=-1), alpha.squeeze(axis=-1)


Net = NegativeBinomialProj
