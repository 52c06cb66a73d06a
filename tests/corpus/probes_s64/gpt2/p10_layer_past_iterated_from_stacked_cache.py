"""GPT-2 `for layer_past in past:` over the (2, N, P, d) stacked key/value cache (the HF tuple of tensors became one array) -- iteration over a traced symbol yields the whole symbol once."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8), (2, 2, 4, 8)]


class IteratedPast(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(IteratedPast, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.c_attn = nn.Dense(3 * units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x, past):
        past_k, past_v = [p for p in past]
        q, k, v = F.split(self.c_attn(x), num_outputs=3, axis=2)
        k = F.concat(past_k, k, dim=1)
        v = F.concat(past_v, v, dim=1)
        return F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1), v)


Net = IteratedPast
