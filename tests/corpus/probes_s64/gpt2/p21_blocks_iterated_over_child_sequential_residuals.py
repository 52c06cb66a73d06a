"""GPT-2 body: `for block in self.h:` over a HybridSequential of pre-LN blocks (iteration over children, not a tensor), residuals `x = x + attn(ln_1(x))` and `x = x + mlp(ln_2(x))` of equal shapes by plain `+`, the causal mask from `arange_like` computed once and handed to each block, `len(self.h)` used for the residual scaling of GPT-2's init."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Block(HybridBlock):
    def __init__(self, units, n_layer, **kwargs):
        super(Block, self).__init__(**kwargs)
        self._scale, self._res = 1.0 / math.sqrt(units), 1.0 / math.sqrt(2 * n_layer)
        with self.name_scope():
            self.ln_1 = nn.LayerNorm(in_channels=units)
            self.c_attn = nn.Dense(3 * units, in_units=units, flatten=False)
            self.ln_2 = nn.LayerNorm(in_channels=units)
            self.mlp = nn.Dense(units, in_units=units, flatten=False, activation="tanh")

    def hybrid_forward(self, F, x, causal):
        q, k, v = F.split(self.c_attn(self.ln_1(x)), num_outputs=3, axis=-1)
        w = F.broadcast_add(F.batch_dot(q, k, transpose_b=True) * self._scale, causal)
        x = x + F.batch_dot(F.softmax(w, axis=-1), v) * self._res
        return x + self.mlp(self.ln_2(x)) * self._res


class GPT2Body(HybridBlock):
    def __init__(self, units=8, n_layer=2, **kwargs):
        super(GPT2Body, self).__init__(**kwargs)
        with self.name_scope():
            self.h = nn.HybridSequential()
            for _ in range(n_layer):
                self.h.add(Block(units, n_layer))
            self.ln_f = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, x):
        pos = F.contrib.arange_like(x, axis=1)
        causal = ((F.broadcast_greater(pos.reshape((1, -1)), pos.reshape((-1, 1)))) * -1e4).expand_dims(0)
        assert len(self.h) > 0
        for block in self.h:
            x = block(x, causal)
        return self.ln_f(x)


Net = GPT2Body
