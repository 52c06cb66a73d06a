"""NAFBlock's learnable residual scales: `beta` and `gamma` Parameters of shape (1, C, 1, 1), zero-initialised
as in NAFNet (ones here so that they matter), applied by `F.broadcast_mul` to the two branches' (N, C, H, W)
outputs before each residual addition."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class ScaledResiduals(HybridBlock):
    def __init__(self, c=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.spatial = nn.Conv2D(c, 3, padding=1, in_channels=c)
            self.ffn = nn.Conv2D(c, 1, in_channels=c)
            self.beta = self.params.get("beta", shape=(1, c, 1, 1), init="ones")
            self.gamma = self.params.get("gamma", shape=(1, c, 1, 1), init="ones")

    def hybrid_forward(self, F, inp, beta, gamma):
        y = inp + F.broadcast_mul(self.spatial(inp), beta)
        return y + F.broadcast_mul(self.ffn(y), gamma)


Net = ScaledResiduals
