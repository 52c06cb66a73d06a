"""NVAE-style regulariser summed over layers in place: each cell's output norm (a cheap stand-in for its spectral
norm) kept in a list, `loss = sigmas[0]` then `loss += s` for the other layers."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class IaddSpectral(HybridBlock):
    def __init__(self, channels=4, layers=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for _ in range(layers):
                self.convs.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels))

    def hybrid_forward(self, F, x):
        sigmas = []
        for conv in self.convs:
            x = F.relu(conv(x))
            sigmas.append(F.norm(x) / 16.0)
        loss = sigmas[0]
        for s in sigmas[1:]:
            loss += s
        return x, loss


Net = IaddSpectral
