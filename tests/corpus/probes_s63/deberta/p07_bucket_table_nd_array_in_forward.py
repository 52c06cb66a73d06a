"""DeBERTa bucket table built inside `hybrid_forward` with `nd.array(np.clip(...))` from the configured length and used by `take` -- an NDArray in the traced graph."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class NDBuckets(HybridBlock):
    def __init__(self, units=8, seq_len=5, span=3, **kwargs):
        super(NDBuckets, self).__init__(**kwargs)
        self._l, self._span = seq_len, span
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.rel_embed = self.params.get("rel_embed", shape=(2 * span, units))

    def hybrid_forward(self, F, x, rel_embed):
        pos = np.arange(self._l)
        buckets = nd.array(np.clip(pos[:, None] - pos[None, :] + self._span, 0, 2 * self._span - 1))
        r = F.take(rel_embed, buckets)
        return F.sum(F.broadcast_mul(self.q(x).expand_dims(2), r.expand_dims(0)), axis=-1)


Net = NDBuckets
