"""Time-major XLNet (L, N, d) sizing its causal attention mask by `qlen = len(h)` and `F.ones((qlen, qlen))`, the original code's `input_ids.size(0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 2, 8)]


class TimeMajorCausal(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(TimeMajorCausal, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, h):
        qlen = len(h)
        hb = self.proj(h).transpose((1, 0, 2))
        scores = F.batch_dot(hb, hb, transpose_b=True)
        causal = F.broadcast_like(F.ones((qlen, qlen)).expand_dims(0), scores, lhs_axes=(0,), rhs_axes=(0,))
        return F.softmax(scores - 1e4 * (1 - causal), axis=-1)


Net = TimeMajorCausal
