"""BEVFormer's temporal self-attention, simplified: the previous BEV and the current queries (N, L, C) stacked
on a new axis, the two values weighted by a softmax over that axis computed from their concatenation, reduced by
`F.sum`; a python flag `self.use_prev` picks the branch and the split outputs of the weight head are indexed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4), (2, 6, 4)]


class TemporalSelfAttention(HybridBlock):
    def __init__(self, dims=4, use_prev=True, **kwargs):
        super().__init__(**kwargs)
        self.use_prev = use_prev
        with self.name_scope():
            self.weight = nn.Dense(2, flatten=False, in_units=2 * dims)
            self.out = nn.Dense(dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, query, prev_bev):
        if not self.use_prev:
            return self.out(query)
        w = F.softmax(self.weight(F.concat(prev_bev, query, dim=2)), axis=-1)   # (N, L, 2)
        parts = F.split(w, num_outputs=2, axis=2)
        fused = F.broadcast_mul(prev_bev, parts[0]) + F.broadcast_mul(query, parts[1])
        return self.out(fused) + query


Net = TemporalSelfAttention
