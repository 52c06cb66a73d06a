"""Decision Transformer (GluonNLP-style port): returns-to-go, states and actions embedded, a learned timestep
embedding of an `arange` constant added to each, interleaved to (B, 3T, d) by `F.stack(..., axis=2)` and the
reshape code `(0, -3, -2)`, one causal attention block with the mask a constant from `__init__`, actions predicted
from the state tokens read by a strided `F.slice` (step 3)."""
import numpy as onp
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 1), (2, 4, 3), (2, 4, 2)]


class DecisionTransformer(HybridBlock):
    def __init__(self, T=4, state_dim=3, act_dim=2, d=8, **kwargs):
        super().__init__(**kwargs)
        self.T, self.d = T, d
        with self.name_scope():
            self.embed_rtg = nn.Dense(d, flatten=False, in_units=1)
            self.embed_state = nn.Dense(d, flatten=False, in_units=state_dim)
            self.embed_action = nn.Dense(d, flatten=False, in_units=act_dim)
            self.embed_time = nn.Embedding(T, d)
            self.qkv = nn.Dense(3 * d, flatten=False, in_units=d)
            self.proj = nn.Dense(d, flatten=False, in_units=d)
            self.ln = nn.LayerNorm(in_channels=d)
            self.predict_action = nn.Dense(act_dim, flatten=False, in_units=d)
            causal = onp.triu(onp.full((3 * T, 3 * T), -1e4, dtype="float32"), k=1)
            self.causal = self.params.get_constant("causal", causal)

    def hybrid_forward(self, F, rtg, states, actions, causal):
        t = self.embed_time(F.arange(self.T)).expand_dims(0)
        r = F.broadcast_add(self.embed_rtg(rtg), t)
        s = F.broadcast_add(self.embed_state(states), t)
        a = F.broadcast_add(self.embed_action(actions), t)
        h = F.stack(r, s, a, axis=2).reshape((0, -3, -2))
        q, k, v = F.split(self.qkv(self.ln(h)), num_outputs=3, axis=-1)
        att = F.batch_dot(q, k, transpose_b=True) / (self.d ** 0.5)
        att = F.softmax(F.broadcast_add(att, causal.expand_dims(0)), axis=-1)
        h = h + self.proj(F.batch_dot(att, v))
        state_tokens = F.slice(h, begin=(None, 1, None), end=(None, None, None), step=(None, 3, None))
        return F.tanh(self.predict_action(state_tokens))


Net = DecisionTransformer
