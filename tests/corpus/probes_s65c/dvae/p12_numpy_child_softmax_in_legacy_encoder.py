"""A numpy-mode dVAE relaxation child (`forward` with `npx.softmax` and a python temperature) inside a legacy `hybrid_forward` encoder computing the codebook logits by a 1x1 conv; the module runs `npx.set_np()`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 4, 4)]


class NumpyRelaxation(HybridBlock):
    def __init__(self, tau=0.9, **kwargs):
        super().__init__(**kwargs)
        self.tau = tau

    def forward(self, logits):
        return npx.softmax(logits / self.tau, axis=1)


class LegacyDVAEEncoder(HybridBlock):
    def __init__(self, codes=5, dim=3, **kwargs):
        super().__init__(**kwargs)
        self.logits = nn.Conv2D(codes, 1, in_channels=dim)
        self.relax = NumpyRelaxation()

    def hybrid_forward(self, F, x):
        return self.relax(self.logits(x))


Net = LegacyDVAEEncoder
