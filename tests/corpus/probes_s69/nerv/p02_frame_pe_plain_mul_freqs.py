"""NeRV positional encoding of the frame index written as in the PyTorch port: `t * freqs`, a plain `*`
of the (B, 1) index and the (1, L) frequency row, then sin/cos and an MLP."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 1)]


class PlainPE(HybridBlock):
    def __init__(self, levels=6, base=1.25, **kwargs):
        super().__init__(**kwargs)
        freqs = (base ** np.arange(levels) * np.pi).reshape(1, -1).astype("float32")
        with self.name_scope():
            self.freqs = self.params.get_constant("freqs", freqs)
            self.fc = nn.Dense(16)

    def hybrid_forward(self, F, t, freqs):
        ang = t * freqs
        return self.fc(F.concat(F.sin(ang), F.cos(ang), dim=1))


Net = PlainPE
