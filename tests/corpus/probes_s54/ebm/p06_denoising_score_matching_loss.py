"""Denoising score matching loss: a score network on the perturbed sample, the target `-(x_noisy - x) / sigma**2` with python sigma, squared error summed over features and weighted by `sigma**2`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 5)]


class DSMLoss(HybridBlock):
    def __init__(self, dim=5, sigma=0.5, **kwargs):
        super().__init__(**kwargs)
        self.sigma = sigma
        with self.name_scope():
            self.score = nn.HybridSequential()
            self.score.add(nn.Dense(8, activation="softrelu"), nn.Dense(dim))

    def hybrid_forward(self, F, x, noise):
        noisy = x + self.sigma * noise
        target = -(noisy - x) / self.sigma ** 2
        err = F.sum(F.square(self.score(noisy) - target), axis=1)
        return 0.5 * self.sigma ** 2 * F.mean(err)


Net = DSMLoss
