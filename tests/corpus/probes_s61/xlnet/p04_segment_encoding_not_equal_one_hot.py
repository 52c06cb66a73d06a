"""XLNet relative segment encoding: segment ids from a thresholded input, `broadcast_not_equal` of (N, L, 1) and (N, 1, L) views giving "different segment" flags, `one_hot(depth=2)` against the two segment embeddings, and the segment term `(q + r_s_bias) . s` per pair by `broadcast_mul` with an `expand_dims` view and a sum over the two embeddings."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6)]


class SegmentEncoding(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(SegmentEncoding, self).__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.seg_embed = self.params.get("seg_embed", shape=(2, units))
            self.r_s_bias = self.params.get("r_s_bias", shape=(1, 1, units), init="zeros")

    def hybrid_forward(self, F, h, seg, seg_embed, r_s_bias):
        ids = seg > 0
        diff = F.broadcast_not_equal(ids.reshape((0, 0, 1)), ids.reshape((0, 1, -1)))
        seg_mat = F.one_hot(diff, depth=2)
        q = F.broadcast_add(self.q(h), r_s_bias)
        ef = F.dot(q, seg_embed, transpose_b=True)
        return F.broadcast_mul(seg_mat, ef.expand_dims(axis=2)).sum(axis=-1)


Net = SegmentEncoding
