"""Decision Transformer causal attention with the (1, L, L) mask constant added by a plain `+` to the
(B, L, L) scores."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class PlainCausal(HybridBlock):
    def __init__(self, dim=8, context=4, **kwargs):
        super().__init__(**kwargs)
        length = 3 * context
        self.scale = dim ** -0.5
        with self.name_scope():
            self.causal = self.params.get_constant(
                "causal", np.triu(np.full((length, length), -1e4, dtype="float32"), k=1)[None])
            self.qkv = nn.Dense(3 * dim, flatten=False)

    def hybrid_forward(self, F, x, causal):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * self.scale + causal
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = PlainCausal
