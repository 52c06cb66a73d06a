"""Co-attention whose affinity is scaled by `1 / math.sqrt(q.shape[-1])`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 7, 6)]


class ScaledCoAttention(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q_proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, question, document):
        q = self.q_proj(question)
        affinity = F.batch_dot(q, document, transpose_b=True) / math.sqrt(q.shape[-1])
        summary_q = F.batch_dot(F.softmax(affinity, axis=2), document)
        return F.batch_dot(F.softmax(affinity, axis=1), summary_q, transpose_a=True)


Net = ScaledCoAttention
