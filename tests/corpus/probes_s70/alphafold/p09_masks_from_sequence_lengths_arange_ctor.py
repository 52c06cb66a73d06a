"""Evoformer masks from sequence lengths: lengths (B,) mapped to 1..R from the input's values, a residue
mask `broadcast_lesser(arange(R), lengths)` with R from the constructor, the pair mask as the outer
product of residue masks by `broadcast_mul`, applied to the pair representation on the channel axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 5, 4), (2,)]


class LengthMasks(HybridBlock):
    def __init__(self, num_res=5, pair_dim=4, **kwargs):
        super().__init__(**kwargs)
        self.num_res = num_res
        with self.name_scope():
            self.proj = nn.Dense(pair_dim, flatten=False)

    def hybrid_forward(self, F, pair, lengths):
        n = F.floor((lengths + 1) * 0.5 * (self.num_res - 1)) + 1
        res_mask = F.broadcast_lesser(F.arange(self.num_res).reshape((1, -1)), n.reshape((-1, 1)))
        pair_mask = F.broadcast_mul(res_mask.expand_dims(2), res_mask.expand_dims(1))
        return F.broadcast_mul(self.proj(pair), pair_mask.expand_dims(-1)), res_mask


Net = LengthMasks
