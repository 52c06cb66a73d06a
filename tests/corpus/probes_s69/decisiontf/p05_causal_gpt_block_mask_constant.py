"""Decision Transformer causal GPT block for a context of `3 * K` tokens (K from the constructor): the
lower-triangular additive mask built in `__init__` as a (1, L, L) constant and `broadcast_add`ed to the
(B, L, L) scores; pre-LN residual attention and MLP."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class CausalBlock(HybridBlock):
    def __init__(self, dim=8, context=4, **kwargs):
        super().__init__(**kwargs)
        length = 3 * context
        mask = np.triu(np.full((length, length), -1e4, dtype="float32"), k=1)[None]
        self.scale = dim ** -0.5
        with self.name_scope():
            self.causal = self.params.get_constant("causal", mask)
            self.ln1 = nn.LayerNorm()
            self.ln2 = nn.LayerNorm()
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(4 * dim, flatten=False, activation="relu"), nn.Dense(dim, flatten=False))

    def hybrid_forward(self, F, x, causal):
        q, k, v = F.split(self.qkv(self.ln1(x)), num_outputs=3, axis=-1)
        scores = F.broadcast_add(F.batch_dot(q, k, transpose_b=True) * self.scale, causal)
        x = x + F.batch_dot(F.softmax(scores, axis=-1), v)
        return x + self.mlp(self.ln2(x))


Net = CausalBlock
