"""Numpy-mode Decision Transformer (`@use_np` on a `hybrid_forward`): the three token kinds stacked on axis 2
by `np.stack` and interleaved by a numpy reshape to (-1, 3K, C) with K and C from the constructor, the
(L, L) causal mask constant added to the (B, L, L) scores by a plain `+` (numpy broadcasting, legal on
numpy-mode symbols), and the state tokens' outputs read by the basic slice `out[:, 1::3]`."""
import numpy as onp
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 4, 1), (2, 4, 5), (2, 4, 3)]


@use_np
class NumpyDT(HybridBlock):
    def __init__(self, dim=8, context=4, act_dim=3, **kwargs):
        super().__init__(**kwargs)
        self.dim, self.length = dim, 3 * context
        with self.name_scope():
            self.causal = self.params.get_constant(
                "causal", onp.triu(onp.full((self.length, self.length), -1e4, dtype="float32"), k=1))
            self.embed_rtg = nn.Dense(dim, flatten=False, in_units=1)
            self.embed_state = nn.Dense(dim, flatten=False, in_units=5)
            self.embed_action = nn.Dense(dim, flatten=False, in_units=act_dim)
            self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)
            self.head = nn.Dense(act_dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, rtg, states, actions, causal):
        tokens = F.np.stack([self.embed_rtg(rtg), self.embed_state(states), self.embed_action(actions)], axis=2)
        x = tokens.reshape(-1, self.length, self.dim)
        q, k, v = F.np.split(self.qkv(x), 3, axis=-1)
        scores = F.np.matmul(q, F.np.swapaxes(k, 1, 2)) / self.dim ** 0.5 + causal
        out = F.np.matmul(F.npx.softmax(scores, axis=-1), v)
        return F.np.tanh(self.head(out[:, 1::3]))


Net = NumpyDT
