"""DeBERTa-v2 log-bucketed relative positions: `make_log_bucket_position` computed in numpy at construction (`np.sign`, `np.log`, `np.where` on an (L, L) grid of `i - j`), held by `get_constant`, embeddings gathered by `F.take(rel_embed, buckets)` into (L, L, d) and contracted with the queries by `broadcast_mul` of expanded axes."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


def make_log_bucket_position(rel, bucket_size, max_position):
    sign = np.sign(rel)
    mid = bucket_size // 2
    abs_pos = np.where((rel < mid) & (rel > -mid), mid - 1, np.abs(rel))
    log_pos = np.ceil(np.log(abs_pos / mid) / np.log((max_position - 1) / mid) * (mid - 1)) + mid
    return np.where(abs_pos <= mid, rel, log_pos * sign).astype("int64")


class LogBucketC2P(HybridBlock):
    def __init__(self, units=8, seq_len=6, bucket_size=4, max_position=16, **kwargs):
        super(LogBucketC2P, self).__init__(**kwargs)
        pos = np.arange(seq_len)
        buckets = make_log_bucket_position(pos[:, None] - pos[None, :], bucket_size, max_position)
        span = int(np.abs(buckets).max()) + 1
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.rel_embed = self.params.get("rel_embed", shape=(2 * span, units))
            self.buckets = self.params.get_constant("buckets", (buckets + span).astype("float32"))

    def hybrid_forward(self, F, x, rel_embed, buckets):
        r = F.take(rel_embed, buckets)
        return F.sum(F.broadcast_mul(self.q(x).expand_dims(2), r.expand_dims(0)), axis=-1)


Net = LogBucketC2P
