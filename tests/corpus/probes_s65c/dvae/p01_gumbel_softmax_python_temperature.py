"""DALL-E dVAE encoder head: codebook logits by a 1x1 conv, Gumbel noise `-log(-log(u))` from a uniform input (rescaled into (0, 1) and clipped), the relaxed one-hot `softmax((logits + g) / self.tau, axis=1)` with a python temperature attribute set by the training loop, and the codebook embedding by a 1x1 conv of the soft codes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4), (2, 5, 4, 4)]


class GumbelEncoderHead(HybridBlock):
    def __init__(self, codes=5, dim=3, tau=1.0, **kwargs):
        super().__init__(**kwargs)
        self.tau = tau
        self.logits = nn.Conv2D(codes, 1, in_channels=dim)
        self.codebook = nn.Conv2D(dim, 1, in_channels=codes, use_bias=False)

    def hybrid_forward(self, F, x, u):
        u = F.clip((u + 1) / 2, 1e-6, 1 - 1e-6)
        g = -F.log(-F.log(u))
        soft = F.softmax((self.logits(x) + g) / self.tau, axis=1)
        return self.codebook(soft)


Net = GumbelEncoderHead
