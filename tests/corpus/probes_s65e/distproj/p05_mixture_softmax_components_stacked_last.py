"""gluon-ts MixtureDistributionOutput: mixture probabilities by a softmax over K components, each
component's Gaussian projection in a list of child blocks, their means stacked on the last axis, and the
mixture mean `F.sum(probs * means, axis=-1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class MixtureOutput(HybridBlock):
    def __init__(self, num_components=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mix = nn.Dense(num_components, flatten=False)
            self.components = nn.HybridSequential()
            for _ in range(num_components):
                self.components.add(nn.Dense(2, flatten=False))

    def hybrid_forward(self, F, x):
        probs = F.softmax(self.mix(x), axis=-1)
        mus, sigmas = [], []
        for comp in self.components:
            mu, sigma = F.split(comp(x), num_outputs=2, axis=-1)
            mus.append(mu)
            sigmas.append(F.Activation(sigma, act_type="softrelu"))
        means = F.concat(*mus, dim=-1)
        return F.sum(probs * means, axis=-1), F.concat(*sigmas, dim=-1)


Net = MixtureOutput
