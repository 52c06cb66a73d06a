"""NeRV stem: a normalised frame index (B, 1) embedded by sin/cos of `levels` frequencies `b ** i * pi`
held as a (1, L) constant, `broadcast_mul`ed with the index, an MLP to C*h*w and the reshape
`(0, C, h, w)` to the first small feature map (sizes from the constructor)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 1)]


class NeRVStem(HybridBlock):
    def __init__(self, levels=6, base=1.25, channels=8, fmap=(2, 3), **kwargs):
        super().__init__(**kwargs)
        self.shape = (0, channels) + tuple(fmap)
        freqs = (base ** np.arange(levels) * np.pi).reshape(1, -1).astype("float32")
        with self.name_scope():
            self.freqs = self.params.get_constant("freqs", freqs)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(32, activation="relu"), nn.Dense(channels * fmap[0] * fmap[1]))

    def hybrid_forward(self, F, t, freqs):
        ang = F.broadcast_mul(t, freqs)
        pe = F.concat(F.sin(ang), F.cos(ang), dim=1)
        return self.mlp(pe).reshape(self.shape)


Net = NeRVStem
