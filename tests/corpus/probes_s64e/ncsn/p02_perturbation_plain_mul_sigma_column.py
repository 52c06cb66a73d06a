"""NCSN perturbation as the PyTorch original writes it, `perturbed = samples + torch.randn_like(samples) * used_sigmas`: the (N, C, H, W) noise times the (N, 1, 1, 1) gathered sigmas by a plain `*` (a Symbol product wants equal shapes)."""
import numpy as onp
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6), (2,)]


class PlainPerturb(HybridBlock):
    def __init__(self, levels=5, **kwargs):
        super().__init__(**kwargs)
        self._l = levels
        sig = onp.exp(onp.linspace(onp.log(1.0), onp.log(0.01), levels))
        self.sigmas = self.params.get_constant("sigmas", nd.array(sig))
        self.net = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x, noise, labels, sigmas):
        lab = F.clip(F.floor((labels + 1) * (self._l / 2)), 0, self._l - 1)
        used = F.take(sigmas, lab).reshape((-1, 1, 1, 1))
        return self.net(x + noise * used)


Net = PlainPerturb
