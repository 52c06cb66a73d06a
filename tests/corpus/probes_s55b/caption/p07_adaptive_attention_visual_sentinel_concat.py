"""Adaptive attention (Knowing When to Look): a visual sentinel (N, D) expanded and concatenated to the regions along axis 1, attention over R+1 slots, the sentinel's weight read back by `slice_axis(begin=-1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 5), (2, 5)]


class AdaptiveAttention(HybridBlock):
    def __init__(self, dim=5, att_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.v_proj = nn.Dense(att_dim, flatten=False, in_units=dim)
            self.h_proj = nn.Dense(att_dim, in_units=dim)
            self.score = nn.Dense(1, flatten=False, in_units=att_dim)

    def hybrid_forward(self, F, regions, sentinel, hidden):
        slots = F.concat(regions, F.expand_dims(sentinel, axis=1), dim=1)
        e = self.score(F.tanh(F.broadcast_add(self.v_proj(slots), F.expand_dims(self.h_proj(hidden), axis=1))))
        alpha = F.softmax(e, axis=1)
        beta = F.slice_axis(alpha, axis=1, begin=-1, end=None)
        context = F.sum(F.broadcast_mul(slots, alpha), axis=1)
        return context, F.reshape(beta, shape=(0, -1))


Net = AdaptiveAttention
