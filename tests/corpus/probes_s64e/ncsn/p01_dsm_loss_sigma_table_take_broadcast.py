"""NCSN denoising score matching loss (Song & Ermon 2019): a geometric table of noise levels registered as a constant, `F.take(sigmas, labels)` gathered by label and reshaped to (N, 1, 1, 1), the perturbation `x + broadcast_mul(noise, s)`, the score net's output divided by s (`broadcast_div`), the target `-noise / s`, and the anneal weight `s ** 2` as in the original loss."""
import numpy as onp
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6), (2,)]


class DSMLoss(HybridBlock):
    def __init__(self, levels=5, **kwargs):
        super().__init__(**kwargs)
        self._l = levels
        sig = onp.exp(onp.linspace(onp.log(1.0), onp.log(0.01), levels))
        self.sigmas = self.params.get_constant("sigmas", nd.array(sig))
        self.net = nn.HybridSequential()
        self.net.add(nn.Conv2D(8, 3, padding=1, in_channels=3, activation="relu"), nn.Conv2D(3, 3, padding=1, in_channels=8))

    def hybrid_forward(self, F, x, noise, labels, sigmas):
        lab = F.clip(F.floor((labels + 1) * (self._l / 2)), 0, self._l - 1)
        s = F.take(sigmas, lab).reshape((-1, 1, 1, 1))
        perturbed = x + F.broadcast_mul(noise, s)
        score = F.broadcast_div(self.net(perturbed), s)
        target = F.broadcast_div(-noise, s)
        per = 0.5 * F.sum(F.square(score - target), axis=(1, 2, 3))
        return F.mean(per * F.square(s.reshape((-1,))))


Net = DSMLoss
