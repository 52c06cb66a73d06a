"""Dynamic co-attention (DCN): affinity `batch_dot(Q, D, transpose_b=True)`, softmax over each axis, summaries of both sides and the co-attention context concatenated per document word."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 7, 6)]


class CoAttention(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q_proj = nn.Dense(dim, flatten=False, activation="tanh", in_units=dim)

    def hybrid_forward(self, F, question, document):
        q = self.q_proj(question)
        affinity = F.batch_dot(q, document, transpose_b=True)
        attn_q = F.softmax(affinity, axis=1)
        attn_d = F.softmax(affinity, axis=2)
        summary_q = F.batch_dot(attn_d, document)
        context = F.batch_dot(attn_q, F.concat(q, summary_q, dim=2), transpose_a=True)
        return F.concat(document, context, dim=2)


Net = CoAttention
