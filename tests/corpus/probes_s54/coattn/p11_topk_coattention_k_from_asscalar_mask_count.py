"""Sparse co-attention keeping the top-k document words, `k` read from the valid-word count with `.asscalar()`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6), (2, 7, 6)]


class TopKCoAttention(HybridBlock):
    def hybrid_forward(self, F, question, document):
        valid = F.slice_axis(document, axis=2, begin=0, end=1) > -0.5
        k = max(1, int(valid.sum().asscalar()) // 2)
        affinity = F.batch_dot(question, document, transpose_b=True)
        kth = F.topk(affinity, axis=-1, k=k, ret_typ="value")
        thresh = F.min(kth, axis=-1, keepdims=True)
        masked = F.where(F.broadcast_greater_equal(affinity, thresh), affinity, F.ones_like(affinity) * -1e4)
        return F.batch_dot(F.softmax(masked, axis=-1), document)


Net = TopKCoAttention
