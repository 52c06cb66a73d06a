"""NeRV positional encoding through a module helper without F, `encode(ang, t=None, include_input=False)`,
called with `**self.pe_opts`; it returns a list of parts by fluent `sin()`/`cos()` (and the raw index when
asked), which the caller concatenates."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 1)]


def encode(ang, t=None, include_input=False):
    parts = [ang.sin(), ang.cos()]
    if include_input:
        parts.append(t)
    return parts


class KwargsPE(HybridBlock):
    def __init__(self, levels=5, include_input=True, **kwargs):
        super().__init__(**kwargs)
        self.pe_opts = {"include_input": include_input}
        with self.name_scope():
            self.freqs = self.params.get_constant(
                "freqs", (2.0 ** np.arange(levels) * np.pi).reshape(1, -1).astype("float32"))
            self.fc = nn.Dense(12)

    def hybrid_forward(self, F, t, freqs):
        parts = encode(F.broadcast_mul(t, freqs), t=t, **self.pe_opts)
        return self.fc(F.concat(*parts, dim=1))


Net = KwargsPE
